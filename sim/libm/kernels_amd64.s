#include "textflag.h"

// FMA kernels of Sin, Cos and SinCos (sincos.go): the same operations in the same order as
// doSinGeneric, doCosGeneric and reduceGeneric, each math.FMA one fused
// instruction. Go operand order: VFMADD231SD a, b, c is c = a*b + c; VFMADD213SD a, b, c is
// c = b*c + a; VFNMADD231SD a, b, c is c = c - a*b (one rounding each). Bit masks are loaded
// with MOVSD first: packed SSE operations fault on memory operands not 16-byte aligned.

DATA libmS1<>+0(SB)/8, $0xbfc5555555555555
GLOBL libmS1<>(SB), RODATA|NOPTR, $8
DATA libmS2<>+0(SB)/8, $0x3f81111111110ece
GLOBL libmS2<>(SB), RODATA|NOPTR, $8
DATA libmS3<>+0(SB)/8, $0xbf2a01a019db08b8
GLOBL libmS3<>(SB), RODATA|NOPTR, $8
DATA libmS4<>+0(SB)/8, $0x3ec71de27b9a7ed9
GLOBL libmS4<>(SB), RODATA|NOPTR, $8
DATA libmS5<>+0(SB)/8, $0xbe5addffc2fcdf59
GLOBL libmS5<>(SB), RODATA|NOPTR, $8
DATA libmBig<>+0(SB)/8, $0x42c8000000000000
GLOBL libmBig<>(SB), RODATA|NOPTR, $8
DATA libmMp1<>+0(SB)/8, $0x3ff921fb58000000
GLOBL libmMp1<>(SB), RODATA|NOPTR, $8
DATA libmMp2<>+0(SB)/8, $0xbe4dde973c000000
GLOBL libmMp2<>(SB), RODATA|NOPTR, $8
DATA libmPp3<>+0(SB)/8, $0xbc8cb3b398000000
GLOBL libmPp3<>(SB), RODATA|NOPTR, $8
DATA libmPp4<>+0(SB)/8, $0xbacd747f23e32ed7
GLOBL libmPp4<>(SB), RODATA|NOPTR, $8
DATA libmHpinv<>+0(SB)/8, $0x3fe45f306dc9c883
GLOBL libmHpinv<>(SB), RODATA|NOPTR, $8
DATA libmToint<>+0(SB)/8, $0x4338000000000000
GLOBL libmToint<>(SB), RODATA|NOPTR, $8
DATA libmSn3<>+0(SB)/8, $0xbfc5555555555555
GLOBL libmSn3<>(SB), RODATA|NOPTR, $8
DATA libmSn5<>+0(SB)/8, $0x3f81111111111111
GLOBL libmSn5<>(SB), RODATA|NOPTR, $8
DATA libmCs2<>+0(SB)/8, $0x3fe0000000000000
GLOBL libmCs2<>(SB), RODATA|NOPTR, $8
DATA libmCs4<>+0(SB)/8, $0xbfa5555555555555
GLOBL libmCs4<>(SB), RODATA|NOPTR, $8
DATA libmCs6<>+0(SB)/8, $0x3f56c16c16c16c17
GLOBL libmCs6<>(SB), RODATA|NOPTR, $8
DATA libmHp0<>+0(SB)/8, $0x3ff921fb54442d18
GLOBL libmHp0<>(SB), RODATA|NOPTR, $8
DATA libmHp1<>+0(SB)/8, $0x3c91a62633145c07
GLOBL libmHp1<>(SB), RODATA|NOPTR, $8
DATA libmMinusHalf<>+0(SB)/8, $0xbfe0000000000000
GLOBL libmMinusHalf<>(SB), RODATA|NOPTR, $8
DATA libmTaylorMax<>+0(SB)/8, $0x3fc020c49ba5e354 // 0.126
GLOBL libmTaylorMax<>(SB), RODATA|NOPTR, $8
DATA libmSignBit<>+0(SB)/8, $0x8000000000000000
GLOBL libmSignBit<>(SB), RODATA|NOPTR, $8
DATA libmAbsMask<>+0(SB)/8, $0x7fffffffffffffff
GLOBL libmAbsMask<>(SB), RODATA|NOPTR, $8

// TABLEROW sets BX to the sinCosTable row of |x| (X2) rounded to a multiple of 1/128 and X4 to
// the remainder: u = big + |x|, row = low word of u, r = |x| - (u - big). The callers' ranges
// keep the row below 110; it is clamped there anyway so that no argument reads past the table.
#define TABLEROW \
	MOVSD libmBig<>(SB), X3 \
	ADDSD X2, X3 \
	MOVQ X3, AX \
	MOVL AX, AX \
	SUBSD libmBig<>(SB), X3 \
	MOVAPD X2, X4 \
	SUBSD X3, X4 \
	MOVQ $109, CX \
	CMPQ AX, CX \
	CMOVQHI CX, AX \
	SHLQ $5, AX \
	LEAQ ·sinCosTable(SB), BX \
	ADDQ AX, BX

// The kernels are register-call routines so that sincos can call them without going through
// memory: libmDoSinBody and libmDoCosBody take x in X0 and dx in X1 and return in X0;
// libmReduceBody takes x in X0 and returns a in X0, da in X1 and n in AX. They clobber X0-X13,
// AX, BX and CX, nothing else.

// func libmDoSinFMA(x, dx float64) float64
TEXT ·libmDoSinFMA(SB), NOSPLIT, $0-24
	MOVSD x+0(FP), X0
	MOVSD dx+8(FP), X1
	CALL  libmDoSinBody<>(SB)
	MOVSD X0, ret+16(FP)
	RET

// func libmDoCosFMA(x, dx float64) float64
TEXT ·libmDoCosFMA(SB), NOSPLIT, $0-24
	MOVSD x+0(FP), X0
	MOVSD dx+8(FP), X1
	CALL  libmDoCosBody<>(SB)
	MOVSD X0, ret+16(FP)
	RET

// func libmReduceFMA(x float64) (a, da float64, n int)
TEXT ·libmReduceFMA(SB), NOSPLIT, $0-32
	MOVSD x+0(FP), X0
	CALL  libmReduceBody<>(SB)
	MOVSD X0, a+8(FP)
	MOVSD X1, da+16(FP)
	MOVQ  AX, n+24(FP)
	RET

// func libmSinCosFMA(x float64) (s, c float64, ok bool) is sinCosGeneric for |x| below
// 105414350 (ok false above, and for infinities and NaNs).
TEXT ·libmSinCosFMA(SB), NOSPLIT, $0-25
	MOVSD x+0(FP), X0
	MOVQ  X0, DX // x's bits, kept
	MOVQ  DX, AX
	SHRQ  $32, AX
	ANDL  $0x7fffffff, AX
	CMPL  AX, $0x3e400000
	JB    sctiny
	CMPL  AX, $0x3e500000
	JB    scsmall
	CMPL  AX, $0x3feb6000
	JB    scdirect
	CMPL  AX, $0x400368fd
	JB    schalfpi
	CMPL  AX, $0x419921FB
	JB    screduce
	MOVB  $0, ok+24(FP)
	RET

sctiny: // sin x = x, cos x = 1
	MOVSD X0, s+8(FP)
	MOVQ  $0x3ff0000000000000, AX
	MOVQ  AX, c+16(FP)
	MOVB  $1, ok+24(FP)
	RET

scsmall: // sin x = x, cos x = do_cos(x, 0)
	MOVSD X0, s+8(FP)
	XORPS X1, X1
	CALL  libmDoCosBody<>(SB)
	MOVSD X0, c+16(FP)
	MOVB  $1, ok+24(FP)
	RET

scdirect: // do_sin(x, 0), do_cos(x, 0)
	XORPS X1, X1
	CALL  libmDoSinBody<>(SB)
	MOVSD X0, s+8(FP)
	MOVQ  DX, X0
	XORPS X1, X1
	CALL  libmDoCosBody<>(SB)
	MOVSD X0, c+16(FP)
	MOVB  $1, ok+24(FP)
	RET

schalfpi: // y = hp0 - |x|: sin x = copysign(do_cos(y, hp1), x), cos x = do_sin(y + hp1)
	MOVSD libmAbsMask<>(SB), X2
	ANDPD X0, X2
	MOVSD libmHp0<>(SB), X0
	SUBSD X2, X0 // y
	MOVQ  X0, SI
	MOVSD libmHp1<>(SB), X1
	CALL  libmDoCosBody<>(SB)
	MOVSD libmAbsMask<>(SB), X2
	ANDPD X2, X0
	MOVQ  $0x8000000000000000, AX
	ANDQ  DX, AX
	MOVQ  AX, X2
	ORPD  X2, X0
	MOVSD X0, s+8(FP)
	// a = y + hp1, da = (y - a) + hp1
	MOVQ  SI, X3
	MOVAPD X3, X0
	ADDSD libmHp1<>(SB), X0
	MOVAPD X3, X1
	SUBSD X0, X1
	ADDSD libmHp1<>(SB), X1
	CALL  libmDoSinBody<>(SB)
	MOVSD X0, c+16(FP)
	MOVB  $1, ok+24(FP)
	RET

screduce: // x = n·π/2 + (a + da): sin and cos of a + da, rotated by quadrant n
	CALL  libmReduceBody<>(SB)
	MOVQ  X0, SI // a
	MOVQ  X1, DI // da
	MOVQ  AX, DX // n
	CALL  libmDoSinBody<>(SB)
	MOVQ  X0, R8 // s
	MOVQ  SI, X0
	MOVQ  DI, X1
	CALL  libmDoCosBody<>(SB)
	MOVQ  X0, R9 // c
	MOVQ  $0x8000000000000000, R10
	TESTQ $1, DX
	JZ    scquad2
	MOVQ  R8, R11 // s, c = c, -s
	MOVQ  R9, R8
	MOVQ  R11, R9
	XORQ  R10, R9
scquad2:
	TESTQ $2, DX
	JZ    scdone
	XORQ  R10, R8 // s, c = -s, -c
	XORQ  R10, R9
scdone:
	MOVQ  R8, s+8(FP)
	MOVQ  R9, c+16(FP)
	MOVB  $1, ok+24(FP)
	RET

TEXT libmDoSinBody<>(SB), NOSPLIT, $0-0
	MOVSD libmAbsMask<>(SB), X2
	ANDPD X0, X2 // |x|
	UCOMISD libmTaylorMax<>(SB), X2
	JAE   sintable

	// Taylor series: xx = x*x; p = ((((s5 xx + s4) xx + s3) xx + s2) xx + s1);
	// t = p x - dx/2; t = t xx + dx; x + t.
	MOVAPD X0, X3
	MULSD  X0, X3 // xx
	MOVSD  libmS5<>(SB), X4
	VFMADD213SD libmS4<>(SB), X3, X4
	VFMADD213SD libmS3<>(SB), X3, X4
	VFMADD213SD libmS2<>(SB), X3, X4
	VFMADD213SD libmS1<>(SB), X3, X4
	MOVSD  libmMinusHalf<>(SB), X5
	MULSD  X1, X5 // -(0.5*dx)
	VFMADD231SD X4, X0, X5
	MOVAPD X1, X6
	VFMADD231SD X5, X3, X6
	ADDSD  X6, X0
	RET

sintable:
	// dx takes the sign of x's side: negated when x <= 0.
	XORPS   X7, X7
	UCOMISD X0, X7
	JB      sinpos
	MOVSD   libmSignBit<>(SB), X7
	XORPD   X7, X1
sinpos:
	TABLEROW
	MOVAPD X4, X5
	MULSD  X4, X5 // xx
	// s = x + fma(x*xx, fma(xx, sn5, sn3), dx)
	MOVAPD X4, X6
	MULSD  X5, X6
	MOVSD  libmSn5<>(SB), X7
	VFMADD213SD libmSn3<>(SB), X5, X7
	MOVAPD X1, X8
	VFMADD231SD X6, X7, X8
	MOVAPD X4, X9
	ADDSD  X8, X9 // s
	// c = fma(x, dx, xx*fma(xx, fma(xx, cs6, cs4), cs2))
	MOVSD  libmCs6<>(SB), X10
	VFMADD213SD libmCs4<>(SB), X5, X10
	VFMADD213SD libmCs2<>(SB), X5, X10
	MULSD  X5, X10
	VFMADD231SD X4, X1, X10 // c
	// cor = fma(s, ccs, ssn); cor = fma(-sn, c, cor); cor = fma(cs, s, cor)
	MOVSD  8(BX), X11
	VFMADD231SD 24(BX), X9, X11
	VFNMADD231SD 0(BX), X10, X11
	VFMADD231SD 16(BX), X9, X11
	// copysign(sn + cor, x)
	MOVSD  0(BX), X12
	ADDSD  X11, X12
	MOVSD  libmAbsMask<>(SB), X13
	ANDPD  X13, X12
	MOVSD  libmSignBit<>(SB), X13
	ANDPD  X13, X0
	ORPD   X12, X0
	RET

TEXT libmDoCosBody<>(SB), NOSPLIT, $0-0
	// dx negated when x < 0.
	XORPS   X7, X7
	UCOMISD X0, X7
	JBE     cospos
	MOVSD   libmSignBit<>(SB), X7
	XORPD   X7, X1
cospos:
	MOVSD libmAbsMask<>(SB), X2
	ANDPD X0, X2
	TABLEROW
	ADDSD  X1, X4 // x = r + dx
	MOVAPD X4, X5
	MULSD  X4, X5 // xx
	// s = fma(x*xx, fma(xx, sn5, sn3), x)
	MOVAPD X4, X6
	MULSD  X5, X6
	MOVSD  libmSn5<>(SB), X7
	VFMADD213SD libmSn3<>(SB), X5, X7
	MOVAPD X4, X8
	VFMADD231SD X6, X7, X8 // s
	// c = xx*fma(xx, fma(xx, cs6, cs4), cs2)
	MOVSD  libmCs6<>(SB), X10
	VFMADD213SD libmCs4<>(SB), X5, X10
	VFMADD213SD libmCs2<>(SB), X5, X10
	MULSD  X5, X10 // c
	// cor = fma(-s, ssn, ccs); cor = fma(-cs, c, cor); cor = fma(-sn, s, cor)
	MOVSD  24(BX), X11
	VFNMADD231SD 8(BX), X8, X11
	VFNMADD231SD 16(BX), X10, X11
	VFNMADD231SD 0(BX), X8, X11
	// cs + cor
	MOVSD  16(BX), X0
	ADDSD  X11, X0
	RET

TEXT libmReduceBody<>(SB), NOSPLIT, $0-0
	// t = fma(x, hpinv, toint); xn = t - toint; n = low bits of t
	MOVSD  libmToint<>(SB), X1
	VFMADD231SD libmHpinv<>(SB), X0, X1
	MOVQ   X1, AX
	ANDQ   $3, AX
	MOVAPD X1, X2
	SUBSD  libmToint<>(SB), X2 // xn
	// y = fma(-xn, mp2, fma(-xn, mp1, x))
	MOVAPD X0, X3
	VFNMADD231SD libmMp1<>(SB), X2, X3
	VFNMADD231SD libmMp2<>(SB), X2, X3 // y
	// t2 = fma(-xn, pp3, y); db = fma(-xn, pp3, y - t2)
	MOVAPD X3, X4
	VFNMADD231SD libmPp3<>(SB), X2, X4 // t2
	MOVAPD X3, X1
	SUBSD  X4, X1
	VFNMADD231SD libmPp3<>(SB), X2, X1 // db
	// b = fma(-xn, pp4, t2); db += fma(-xn, pp4, t2 - b)
	MOVAPD X4, X0
	VFNMADD231SD libmPp4<>(SB), X2, X0 // b
	MOVAPD X4, X7
	SUBSD  X0, X7
	VFNMADD231SD libmPp4<>(SB), X2, X7
	ADDSD  X7, X1
	RET

// Atan2 (atan2.go atan2Generic and atan2Core): the same operations in the same
// order, but for two steps that give the same bits in fewer instructions, each explained where
// it is.

DATA atanD3<>+0(SB)/8, $0xbfd5555555555555
GLOBL atanD3<>(SB), RODATA|NOPTR, $8
DATA atanD5<>+0(SB)/8, $0x3fc999999999999a
GLOBL atanD5<>(SB), RODATA|NOPTR, $8
DATA atanD7<>+0(SB)/8, $0xbfc2492492492492
GLOBL atanD7<>(SB), RODATA|NOPTR, $8
DATA atanD9<>+0(SB)/8, $0x3fbc71c71c71c71c
GLOBL atanD9<>(SB), RODATA|NOPTR, $8
DATA atanD11<>+0(SB)/8, $0xbfb745d1745d1746
GLOBL atanD11<>(SB), RODATA|NOPTR, $8
DATA atanD13<>+0(SB)/8, $0x3fb3b13b13b13b14
GLOBL atanD13<>(SB), RODATA|NOPTR, $8
DATA atanHpi<>+0(SB)/8, $0x3ff921fb54442d18
GLOBL atanHpi<>(SB), RODATA|NOPTR, $8
DATA atanHpi1<>+0(SB)/8, $0x3c91a62633145c07
GLOBL atanHpi1<>(SB), RODATA|NOPTR, $8
DATA atanOpi<>+0(SB)/8, $0x400921fb54442d18
GLOBL atanOpi<>(SB), RODATA|NOPTR, $8
DATA atanOpi1<>+0(SB)/8, $0x3ca1a62633145c07
GLOBL atanOpi1<>(SB), RODATA|NOPTR, $8
DATA atanInv16<>+0(SB)/8, $0x3fb0000000000000
GLOBL atanInv16<>(SB), RODATA|NOPTR, $8
DATA atanC256<>+0(SB)/8, $0x4070000000000000
GLOBL atanC256<>(SB), RODATA|NOPTR, $8

// ATANPOLY sets X13 to atanSmallPoly(X8): d3 + v(d5 + v(d7 + v(d9 + v(d11 + v·d13)))).
#define ATANPOLY \
	MOVSD atanD13<>(SB), X13 \
	VFMADD213SD atanD11<>(SB), X8, X13 \
	VFMADD213SD atanD9<>(SB), X8, X13 \
	VFMADD213SD atanD7<>(SB), X8, X13 \
	VFMADD213SD atanD5<>(SB), X8, X13 \
	VFMADD213SD atanD3<>(SB), X8, X13

// ATANROW sets BX to the atan2Table row of u (X4): 256u rounded to an integer, less 16. The
// Go code rounds with 2^52 added and taken off again; CVTSD2SQ rounds the same way (to
// nearest, ties to even, the rounding mode Go keeps) in one step. The table paths have
// u >= 1/16, so the row is not below 0; above, it is clamped at the last of the 241 rows so that
// no argument (a NaN neither) reads past the table.
#define ATANROW \
	MOVAPD X4, X8 \
	MULSD atanC256<>(SB), X8 \
	CVTSD2SQ X8, AX \
	MOVQ $256, CX \
	CMPQ AX, CX \
	CMOVQHI CX, AX \
	IMUL3Q $56, AX, AX \
	LEAQ ·atan2Table(SB), BX \
	LEAQ -896(BX)(AX*1), BX

// ATANTABLEPOLY sets X11 to atanTablePoly(row BX, X8): c2 + v(c3 + v(c4 + v(c5 + v·c6))).
#define ATANTABLEPOLY \
	MOVSD 40(BX), X11 \
	VFMADD231SD 48(BX), X8, X11 \
	VFMADD213SD 32(BX), X8, X11 \
	VFMADD213SD 24(BX), X8, X11 \
	VFMADD213SD 16(BX), X8, X11

DATA atTiny<>+0(SB)/8, $0x20b0000000000000 // 2^-500
GLOBL atTiny<>(SB), RODATA|NOPTR, $8
DATA atBig<>+0(SB)/8, $0x5f30000000000000 // 2^500
GLOBL atBig<>(SB), RODATA|NOPTR, $8

// func glibcAtan2FMA(y, x float64) (z float64, ok bool) is Atan2 but for zeros,
// infinities and NaNs (ok false).
TEXT ·glibcAtan2FMA(SB), NOSPLIT, $0-25
	MOVSD x+8(FP), X0
	MOVSD y+0(FP), X1
	MOVQ  X0, R8 // x's bits
	MOVQ  X1, R9 // y's bits
	MOVQ  $0x7fffffffffffffff, AX
	MOVQ  R8, CX
	ANDQ  AX, CX
	JZ    atspecial // x = ±0
	MOVQ  R9, CX
	ANDQ  AX, CX
	JZ    atspecial // y = ±0
	// Exponent fields (of the high words) ex, ey; all ones is infinity or NaN.
	MOVQ  R8, AX
	SHRQ  $32, AX
	ANDL  $0x7ff00000, AX
	CMPL  AX, $0x7ff00000
	JEQ   atspecial
	MOVQ  R9, BX
	SHRQ  $32, BX
	ANDL  $0x7ff00000, BX
	CMPL  BX, $0x7ff00000
	JEQ   atspecial
	MOVQ  $0x8000000000000000, R10
	ANDQ  R10, R9 // y's sign
	MOVSD libmAbsMask<>(SB), X2
	ANDPD X2, X0 // ax
	ANDPD X2, X1 // ay
	XORL  DX, DX
	TESTQ R10, R8
	JNZ   atxneg
	MOVL  $1, DX // x > 0
atxneg:
	SUBL  AX, BX // de = ey - ex
	CMPL  BX, $(57<<20)
	JGE   athpi
	CMPL  BX, $(-57<<20)
	JLE   atfar
	// Scale both into range when either is tiny or huge.
	UCOMISD atTiny<>(SB), X0
	JB    atscaleup
	UCOMISD atTiny<>(SB), X1
	JAE   atcheckhuge
atscaleup:
	MULSD atBig<>(SB), X0
	MULSD atBig<>(SB), X1
atcheckhuge:
	UCOMISD atBig<>(SB), X0
	JA    atscaledown
	UCOMISD atBig<>(SB), X1
	JBE   atcore
atscaledown:
	MULSD atTiny<>(SB), X0
	MULSD atTiny<>(SB), X1
atcore:
	CALL  atan2CoreBody<>(SB)
atsign: // copysign(X0, y)
	MOVQ  X0, AX
	BTRQ  $63, AX
	ORQ   R9, AX
	MOVQ  AX, z+16(FP)
	MOVB  $1, ok+24(FP)
	RET
athpi: // |y| far above |x|: ±π/2
	MOVSD atanHpi<>(SB), X0
	JMP   atsign
atfar: // |y| far below |x|: ay/ax for x > 0, else ±π
	TESTL DX, DX
	JZ    atopi
	DIVSD X0, X1
	MOVAPD X1, X0
	JMP   atsign
atopi:
	MOVSD atanOpi<>(SB), X0
	JMP   atsign
atspecial:
	MOVB  $0, ok+24(FP)
	RET

// atan2CoreBody is atan2Core: ax in X0, ay in X1, xPos in DX (0 or 1); the result in X0. It
// clobbers X0-X14, AX, BX, CX and SI.
TEXT atan2CoreBody<>(SB), NOSPLIT, $0-0
	// u = num/den with exact remainder du, den the larger of ax, ay (ax when ay < ax).
	XORL    SI, SI
	UCOMISD X0, X1
	JAE     ygeq
	MOVL    $1, SI // ay < ax
	MOVAPD  X1, X2
	MOVAPD  X0, X3
	JMP     quotient
ygeq:
	MOVAPD  X0, X2
	MOVAPD  X1, X3
quotient:
	MOVAPD  X2, X4
	DIVSD   X3, X4 // u
	// du = ((num - v) - vv)/den with v = den*u and vv = fma(den, u, -v) its exact error: both
	// subtractions are exact (Sterbenz, then an exactly representable result, the remainder of
	// a rounded quotient), so the dividend is the remainder num - den*u, which one fused
	// multiply-add gives exactly, in one step of the critical path instead of four.
	MOVAPD  X2, X7
	VFNMADD231SD X4, X3, X7
	DIVSD   X3, X7 // du
	TESTL   DX, DX
	JZ      xneg
	TESTL   SI, SI
	JZ      case2

	// x > 0, ay < ax: atan(ay/ax)
	UCOMISD atanInv16<>(SB), X4
	JAE     case1table
	MOVAPD  X4, X8
	MULSD   X4, X8 // v = u*u
	ATANPOLY
	MOVAPD  X4, X10
	MULSD   X8, X10
	MOVAPD  X7, X11
	VFMADD231SD X10, X13, X11 // zz = fma(u*v, poly, du)
	MOVAPD  X4, X12
	ADDSD   X11, X12 // u + zz
	MOVAPD  X12, X0
	RET
case1table:
	ATANROW
	// v, dv = exactAdd(u - c0, du)
	MOVAPD  X4, X9
	SUBSD   0(BX), X9 // a = u - c0
	MOVAPD  X9, X8
	ADDSD   X7, X8 // v = a + du
	MOVSD   libmAbsMask<>(SB), X12
	MOVAPD  X9, X13
	ANDPD   X12, X13
	MOVAPD  X7, X14
	ANDPD   X12, X14
	UCOMISD X14, X13
	JA      case1agreater
	MOVAPD  X7, X10
	SUBSD   X8, X10
	ADDSD   X9, X10 // dv = (du - v) + a
	JMP     case1poly
case1agreater:
	MOVAPD  X9, X10
	SUBSD   X8, X10
	ADDSD   X7, X10 // dv = (a - v) + du
case1poly:
	MOVSD   40(BX), X11
	VFMADD231SD 48(BX), X8, X11
	VFMADD213SD 32(BX), X8, X11
	VFMADD213SD 24(BX), X8, X11 // p
	MOVAPD  X8, X12
	MULSD   X8, X12
	MULSD   X11, X12 // (v*v)*p
	VFMADD231SD 16(BX), X10, X12 // s = fma(dv, c2, (v*v)*p)
	VFMADD231SD 16(BX), X8, X12 // zz = fma(v, c2, s)
	MOVSD   8(BX), X13
	ADDSD   X12, X13 // c1 + zz
	MOVAPD  X13, X0
	RET

case2: // x > 0, ay >= ax: π/2 - atan(ax/ay)
	UCOMISD atanInv16<>(SB), X4
	JAE     case2table
	MOVAPD  X4, X8
	MULSD   X4, X8 // v = u*u
	MOVSD   atanHpi<>(SB), X9
	SUBSD   X4, X9 // t2 = hpi - u
	MOVSD   atanHpi<>(SB), X10
	SUBSD   X9, X10
	SUBSD   X4, X10 // cor = (hpi - t2) - u
	MOVSD   atanHpi1<>(SB), X11
	ADDSD   X10, X11
	SUBSD   X7, X11 // (hpi1 + cor) - du
	ATANPOLY
	MOVAPD  X4, X12
	MULSD   X8, X12
	VFNMADD231SD X12, X13, X11 // t3 = fma(-(u*v), poly, ...)
	ADDSD   X11, X9 // t2 + t3
	MOVAPD  X9, X0
	RET
case2table:
	ATANROW
	MOVAPD  X4, X8
	SUBSD   0(BX), X8
	ADDSD   X7, X8 // v = (u - c0) + du
	ATANTABLEPOLY
	MOVSD   atanHpi1<>(SB), X12
	VFNMADD231SD X8, X11, X12 // zz = fma(-v, tpoly, hpi1)
	MOVSD   atanHpi<>(SB), X13
	SUBSD   8(BX), X13
	ADDSD   X12, X13 // (hpi - c1) + zz
	MOVAPD  X13, X0
	RET

xneg:
	UCOMISD X1, X0
	JAE     case4

	// x < 0, ax < ay: π/2 + atan(ax/ay)
	UCOMISD atanInv16<>(SB), X4
	JAE     case3table
	MOVAPD  X4, X8
	MULSD   X4, X8 // v = u*u
	MOVSD   atanHpi<>(SB), X9
	ADDSD   X4, X9 // t2 = hpi + u
	MOVSD   atanHpi<>(SB), X10
	SUBSD   X9, X10
	ADDSD   X4, X10 // cor = (hpi - t2) + u
	MOVSD   atanHpi1<>(SB), X11
	ADDSD   X10, X11
	ADDSD   X7, X11 // (hpi1 + cor) + du
	ATANPOLY
	MOVAPD  X4, X12
	MULSD   X8, X12
	VFMADD231SD X12, X13, X11 // t3 = fma(u*v, poly, ...)
	ADDSD   X11, X9 // t2 + t3
	MOVAPD  X9, X0
	RET
case3table:
	ATANROW
	MOVAPD  X4, X8
	SUBSD   0(BX), X8
	ADDSD   X7, X8 // v = (u - c0) + du
	ATANTABLEPOLY
	MOVSD   atanHpi1<>(SB), X12
	VFMADD231SD X8, X11, X12 // zz = fma(v, tpoly, hpi1)
	MOVSD   atanHpi<>(SB), X13
	ADDSD   8(BX), X13
	ADDSD   X12, X13 // (hpi + c1) + zz
	MOVAPD  X13, X0
	RET

case4: // x < 0, ay <= ax: π - atan(ay/ax)
	UCOMISD atanInv16<>(SB), X4
	JAE     case4table
	MOVAPD  X4, X8
	MULSD   X4, X8 // v = u*u
	MOVSD   atanOpi<>(SB), X9
	SUBSD   X4, X9 // t2 = opi - u
	MOVSD   atanOpi<>(SB), X10
	SUBSD   X9, X10
	SUBSD   X4, X10 // cor = (opi - t2) - u
	MOVSD   atanOpi1<>(SB), X11
	ADDSD   X10, X11
	SUBSD   X7, X11 // (opi1 + cor) - du
	ATANPOLY
	MOVAPD  X4, X12
	MULSD   X8, X12
	VFNMADD231SD X12, X13, X11 // t3 = fma(-(u*v), poly, ...)
	ADDSD   X11, X9 // t2 + t3
	MOVAPD  X9, X0
	RET
case4table:
	ATANROW
	MOVAPD  X4, X8
	SUBSD   0(BX), X8
	ADDSD   X7, X8 // v = (u - c0) + du
	ATANTABLEPOLY
	MOVSD   atanOpi1<>(SB), X12
	VFNMADD231SD X8, X11, X12 // zz = fma(-v, tpoly, opi1)
	MOVSD   atanOpi<>(SB), X13
	SUBSD   8(BX), X13
	ADDSD   X12, X13 // (opi - c1) + zz
	MOVAPD  X13, X0
	RET
