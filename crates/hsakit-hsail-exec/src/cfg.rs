//! Control-flow graphs of lowered functions and their post-dominators, for the reconvergence
//! points of divergent branches (PRM §2.12: control flow involving communication operations
//! must reconverge no later than the immediate post-dominator, seed L1276).

use crate::ir::{EXIT, Func, Opnd};
use crate::opc as op;

fn successors(f: &Func, i: usize) -> Vec<u32> {
    let inst = &f.insts[i];
    let next = if i + 1 < f.insts.len() {
        (i + 1) as u32
    } else {
        EXIT
    };
    let label = |k: usize| match inst.ops.get(k) {
        Some(Opnd::Label(l)) => Some(*l),
        _ => None,
    };
    match inst.op {
        op::BR => label(0).map_or(vec![next], |l| vec![l]),
        op::CBR => {
            let mut v = vec![next];
            v.extend(label(1));
            v
        }
        op::SBR => match inst.ops.get(1) {
            Some(Opnd::Labels(ls)) => ls.clone(),
            _ => vec![next],
        },
        op::RET => vec![EXIT],
        _ => vec![next],
    }
}

fn is_terminator(o: u16) -> bool {
    matches!(o, op::BR | op::CBR | op::SBR | op::RET)
}

/// Sets `reconv` of every `cbr`, `sbr` (and `br`) to the first instruction of the immediate
/// post-dominator of its block (or [`EXIT`]).
pub(crate) fn compute_reconvergence(f: &mut Func) {
    let n = f.insts.len();
    if n == 0 {
        return;
    }
    // Leaders.
    let mut leader = vec![false; n];
    leader[0] = true;
    for i in 0..n {
        for s in successors(f, i) {
            if s != EXIT && (s as usize) < n {
                leader[s as usize] = true;
            }
        }
        if is_terminator(f.insts[i].op) && i + 1 < n {
            leader[i + 1] = true;
        }
    }
    let starts: Vec<usize> = (0..n).filter(|&i| leader[i]).collect();
    let mut block_of = vec![0usize; n];
    for (b, &s) in starts.iter().enumerate() {
        let end = starts.get(b + 1).copied().unwrap_or(n);
        for x in block_of.iter_mut().take(end).skip(s) {
            *x = b;
        }
    }
    let nb = starts.len();
    let exit = nb; // virtual exit block
    let succ: Vec<Vec<usize>> = (0..nb)
        .map(|b| {
            let last = starts.get(b + 1).copied().unwrap_or(n) - 1;
            let mut v: Vec<usize> = successors(f, last)
                .into_iter()
                .map(|s| {
                    if s == EXIT || s as usize >= n {
                        exit
                    } else {
                        block_of[s as usize]
                    }
                })
                .collect();
            v.sort_unstable();
            v.dedup();
            v
        })
        .collect();
    // Iterative post-dominator sets as bitsets over nb + 1 nodes.
    let words = (nb + 1).div_ceil(64);
    let full = vec![u64::MAX; words];
    let mut pdom: Vec<Vec<u64>> = vec![full.clone(); nb + 1];
    pdom[exit] = vec![0; words];
    pdom[exit][exit / 64] |= 1 << (exit % 64);
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..nb).rev() {
            let mut s = full.clone();
            for &x in &succ[b] {
                for (w, v) in s.iter_mut().zip(&pdom[x]) {
                    *w &= v;
                }
            }
            s[b / 64] |= 1 << (b % 64);
            if s != pdom[b] {
                pdom[b] = s;
                changed = true;
            }
        }
    }
    let has = |set: &Vec<u64>, x: usize| set[x / 64] >> (x % 64) & 1 == 1;
    let count = |set: &Vec<u64>| set.iter().map(|w| w.count_ones()).sum::<u32>();
    let ipdom = |b: usize| -> u32 {
        let set = &pdom[b];
        // Unreachable-exit blocks (infinite loops) keep the full set: reconverge at exit.
        if count(set) as usize > nb + 1 || set == &full {
            return EXIT;
        }
        let mut best: Option<(usize, u32)> = None;
        for d in 0..=nb {
            if d != b && has(set, d) {
                let c = count(&pdom[d]);
                if best.is_none_or(|(_, bc)| c > bc) {
                    best = Some((d, c));
                }
            }
        }
        match best {
            Some((d, _)) if d < nb => starts[d] as u32,
            _ => EXIT,
        }
    };
    for i in 0..n {
        if matches!(f.insts[i].op, op::CBR | op::SBR | op::BR) {
            f.insts[i].reconv = ipdom(block_of[i]);
        }
    }
}
