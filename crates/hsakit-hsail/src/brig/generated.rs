//! HSAIL opcode names generated from `data/hsail/opcodes.toml` by `cargo xtask codegen`.
//!
//! generated; do not edit. Every row cites its `hsa_brig_opcode_t` line in seed
//! 000_5d80a41d341a307e.txt.

/// Opcode mnemonics by BRIG opcode value (seed L17543-L17681).
pub const OPCODES: [&str; 139] = [
    // 0 (L17543)
    "nop",
    // 1 (L17544)
    "abs",
    // 2 (L17545)
    "add",
    // 3 (L17546)
    "borrow",
    // 4 (L17547)
    "carry",
    // 5 (L17548)
    "ceil",
    // 6 (L17549)
    "copysign",
    // 7 (L17550)
    "div",
    // 8 (L17551)
    "floor",
    // 9 (L17552)
    "fma",
    // 10 (L17553)
    "fract",
    // 11 (L17554)
    "mad",
    // 12 (L17555)
    "max",
    // 13 (L17556)
    "min",
    // 14 (L17557)
    "mul",
    // 15 (L17558)
    "mulhi",
    // 16 (L17559)
    "neg",
    // 17 (L17560)
    "rem",
    // 18 (L17561)
    "rint",
    // 19 (L17562)
    "sqrt",
    // 20 (L17563)
    "sub",
    // 21 (L17564)
    "trunc",
    // 22 (L17565)
    "mad24",
    // 23 (L17566)
    "mad24hi",
    // 24 (L17567)
    "mul24",
    // 25 (L17568)
    "mul24hi",
    // 26 (L17569)
    "shl",
    // 27 (L17570)
    "shr",
    // 28 (L17571)
    "and",
    // 29 (L17572)
    "not",
    // 30 (L17573)
    "or",
    // 31 (L17574)
    "popcount",
    // 32 (L17575)
    "xor",
    // 33 (L17576)
    "bitextract",
    // 34 (L17577)
    "bitinsert",
    // 35 (L17578)
    "bitmask",
    // 36 (L17579)
    "bitrev",
    // 37 (L17580)
    "bitselect",
    // 38 (L17581)
    "firstbit",
    // 39 (L17582)
    "lastbit",
    // 40 (L17583)
    "combine",
    // 41 (L17584)
    "expand",
    // 42 (L17585)
    "lda",
    // 43 (L17586)
    "mov",
    // 44 (L17587)
    "shuffle",
    // 45 (L17588)
    "unpackhi",
    // 46 (L17589)
    "unpacklo",
    // 47 (L17590)
    "pack",
    // 48 (L17591)
    "unpack",
    // 49 (L17592)
    "cmov",
    // 50 (L17593)
    "class",
    // 51 (L17594)
    "ncos",
    // 52 (L17595)
    "nexp2",
    // 53 (L17596)
    "nfma",
    // 54 (L17597)
    "nlog2",
    // 55 (L17598)
    "nrcp",
    // 56 (L17599)
    "nrsqrt",
    // 57 (L17600)
    "nsin",
    // 58 (L17601)
    "nsqrt",
    // 59 (L17602)
    "bitalign",
    // 60 (L17603)
    "bytealign",
    // 61 (L17604)
    "packcvt",
    // 62 (L17605)
    "unpackcvt",
    // 63 (L17606)
    "lerp",
    // 64 (L17607)
    "sad",
    // 65 (L17608)
    "sadhi",
    // 66 (L17609)
    "segmentp",
    // 67 (L17610)
    "ftos",
    // 68 (L17611)
    "stof",
    // 69 (L17612)
    "cmp",
    // 70 (L17613)
    "cvt",
    // 71 (L17614)
    "ld",
    // 72 (L17615)
    "st",
    // 73 (L17616)
    "atomic",
    // 74 (L17617)
    "atomicnoret",
    // 75 (L17618)
    "signal",
    // 76 (L17619)
    "signalnoret",
    // 77 (L17620)
    "memfence",
    // 78 (L17621)
    "rdimage",
    // 79 (L17622)
    "ldimage",
    // 80 (L17623)
    "stimage",
    // 81 (L17624)
    "imagefence",
    // 82 (L17625)
    "queryimage",
    // 83 (L17626)
    "querysampler",
    // 84 (L17627)
    "cbr",
    // 85 (L17628)
    "br",
    // 86 (L17629)
    "sbr",
    // 87 (L17630)
    "barrier",
    // 88 (L17631)
    "wavebarrier",
    // 89 (L17632)
    "arrivefbar",
    // 90 (L17633)
    "initfbar",
    // 91 (L17634)
    "joinfbar",
    // 92 (L17635)
    "leavefbar",
    // 93 (L17636)
    "releasefbar",
    // 94 (L17637)
    "waitfbar",
    // 95 (L17638)
    "ldf",
    // 96 (L17639)
    "activelanecount",
    // 97 (L17640)
    "activelaneid",
    // 98 (L17641)
    "activelanemask",
    // 99 (L17642)
    "activelanepermute",
    // 100 (L17643)
    "call",
    // 101 (L17644)
    "scall",
    // 102 (L17645)
    "icall",
    // 103 (L17646)
    "ret",
    // 104 (L17647)
    "alloca",
    // 105 (L17648)
    "currentworkgroupsize",
    // 106 (L17649)
    "currentworkitemflatid",
    // 107 (L17650)
    "dim",
    // 108 (L17651)
    "gridgroups",
    // 109 (L17652)
    "gridsize",
    // 110 (L17653)
    "packetcompletionsig",
    // 111 (L17654)
    "packetid",
    // 112 (L17655)
    "workgroupid",
    // 113 (L17656)
    "workgroupsize",
    // 114 (L17657)
    "workitemabsid",
    // 115 (L17658)
    "workitemflatabsid",
    // 116 (L17659)
    "workitemflatid",
    // 117 (L17660)
    "workitemid",
    // 118 (L17661)
    "cleardetectexcept",
    // 119 (L17662)
    "getdetectexcept",
    // 120 (L17663)
    "setdetectexcept",
    // 121 (L17664)
    "addqueuewriteindex",
    // 122 (L17665)
    "casqueuewriteindex",
    // 123 (L17666)
    "ldqueuereadindex",
    // 124 (L17667)
    "ldqueuewriteindex",
    // 125 (L17668)
    "stqueuereadindex",
    // 126 (L17669)
    "stqueuewriteindex",
    // 127 (L17670)
    "clock",
    // 128 (L17671)
    "cuid",
    // 129 (L17672)
    "debugtrap",
    // 130 (L17673)
    "groupbaseptr",
    // 131 (L17674)
    "kernargbaseptr",
    // 132 (L17675)
    "laneid",
    // 133 (L17676)
    "maxcuid",
    // 134 (L17677)
    "maxwaveid",
    // 135 (L17678)
    "nullptr",
    // 136 (L17679)
    "waveid",
    // 137 (L17680)
    "groupstaticsize",
    // 138 (L17681)
    "grouptotalsize",
];
