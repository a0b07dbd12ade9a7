	.text
entry:
	s_load_b64 s[0:1], s[0:1], 0x0   ; kernarg pointer
	s_wait_kmcnt 0x0
	v_add_f32 v1, v2, v3
	v_add_f32 v1, -v2, |v3| clamp
	v_fma_f32 v1, s1, 0.5, v2
	v_mov_b32 v4, 0x12345678
	v_cmp_lt_f32 vcc_lo, v1, v2
	global_load_b32 v1, v[2:3], off offset:16 th:TH_LOAD_NT scope:SCOPE_SYS
	global_store_b32 v[2:3], v1, off
	ds_add_u32 v1, v2 offset:12
	v_pk_add_f16 v1, v2, v3 op_sel:[1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_getreg_b32 s2, hwreg(HW_REG_MODE, 0, 4)
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_cbranch_scc1 entry
	s_endpgm
