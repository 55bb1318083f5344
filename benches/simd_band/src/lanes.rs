//! Four u32 lanes in one 128-bit vector: SSE2 on x86-64 (always there),
//! wasm SIMD (simd128) in wasm. Only the operations the band step needs,
//! each one instruction on both.

#[cfg(target_arch = "x86_64")]
use std::arch::x86_64::*;

#[cfg(target_arch = "wasm32")]
use std::arch::wasm32::*;

/// Four u32 lanes.
#[derive(Clone, Copy)]
pub struct Lanes(
    #[cfg(target_arch = "x86_64")] __m128i,
    #[cfg(target_arch = "wasm32")] v128,
);

// SAFETY (every `unsafe` below): SSE2 is part of x86-64, so its intrinsics
// are always available; the one load reads an array of 16 bytes.
#[cfg(target_arch = "x86_64")]
impl Lanes {
    /// `x` in every lane.
    #[inline(always)]
    pub fn splat(x: u32) -> Self {
        unsafe { Lanes(_mm_set1_epi32(x as i32)) }
    }
    /// The four lanes of `a`.
    #[inline(always)]
    pub fn from_array(a: [u32; 4]) -> Self {
        unsafe { Lanes(_mm_loadu_si128(a.as_ptr().cast())) }
    }
    /// `self & o`.
    #[inline(always)]
    pub fn and(self, o: Self) -> Self {
        unsafe { Lanes(_mm_and_si128(self.0, o.0)) }
    }
    /// `self | o`.
    #[inline(always)]
    pub fn or(self, o: Self) -> Self {
        unsafe { Lanes(_mm_or_si128(self.0, o.0)) }
    }
    /// `self & !o`.
    #[inline(always)]
    pub fn and_not(self, o: Self) -> Self {
        unsafe { Lanes(_mm_andnot_si128(o.0, self.0)) }
    }
    /// Each lane shifted left by `N`.
    #[inline(always)]
    pub fn shl<const N: i32>(self) -> Self {
        unsafe { Lanes(_mm_slli_epi32::<N>(self.0)) }
    }
    /// Each lane shifted right by `N`.
    #[inline(always)]
    pub fn shr<const N: i32>(self) -> Self {
        unsafe { Lanes(_mm_srli_epi32::<N>(self.0)) }
    }
    /// `self - o`, lane by lane, wrapping.
    #[inline(always)]
    pub fn sub(self, o: Self) -> Self {
        unsafe { Lanes(_mm_sub_epi32(self.0, o.0)) }
    }
    /// All ones in the lanes where `self == o`, else 0.
    #[inline(always)]
    pub fn eq(self, o: Self) -> Self {
        unsafe { Lanes(_mm_cmpeq_epi32(self.0, o.0)) }
    }
    /// Whether any bit is set.
    #[inline(always)]
    pub fn any(self) -> bool {
        unsafe { _mm_movemask_epi8(_mm_cmpeq_epi32(self.0, _mm_setzero_si128())) != 0xffff }
    }
    /// The first lane.
    #[inline(always)]
    pub fn first(self) -> u32 {
        unsafe { _mm_cvtsi128_si32(self.0) as u32 }
    }
    /// The four lanes or-ed together.
    #[inline(always)]
    pub fn or_lanes(self) -> u32 {
        unsafe {
            let a = _mm_or_si128(self.0, _mm_shuffle_epi32::<0b01_00_11_10>(self.0));
            let b = _mm_or_si128(a, _mm_shuffle_epi32::<0b10_11_00_01>(a));
            _mm_cvtsi128_si32(b) as u32
        }
    }
}

#[cfg(target_arch = "wasm32")]
impl Lanes {
    /// `x` in every lane.
    #[inline(always)]
    pub fn splat(x: u32) -> Self {
        Lanes(u32x4_splat(x))
    }
    /// The four lanes of `a`.
    #[inline(always)]
    pub fn from_array(a: [u32; 4]) -> Self {
        Lanes(u32x4(a[0], a[1], a[2], a[3]))
    }
    /// `self & o`.
    #[inline(always)]
    pub fn and(self, o: Self) -> Self {
        Lanes(v128_and(self.0, o.0))
    }
    /// `self | o`.
    #[inline(always)]
    pub fn or(self, o: Self) -> Self {
        Lanes(v128_or(self.0, o.0))
    }
    /// `self & !o`.
    #[inline(always)]
    pub fn and_not(self, o: Self) -> Self {
        Lanes(v128_andnot(self.0, o.0))
    }
    /// Each lane shifted left by `N`.
    #[inline(always)]
    pub fn shl<const N: i32>(self) -> Self {
        Lanes(i32x4_shl(self.0, N as u32))
    }
    /// Each lane shifted right by `N`.
    #[inline(always)]
    pub fn shr<const N: i32>(self) -> Self {
        Lanes(u32x4_shr(self.0, N as u32))
    }
    /// `self - o`, lane by lane, wrapping.
    #[inline(always)]
    pub fn sub(self, o: Self) -> Self {
        Lanes(i32x4_sub(self.0, o.0))
    }
    /// All ones in the lanes where `self == o`, else 0.
    #[inline(always)]
    pub fn eq(self, o: Self) -> Self {
        Lanes(i32x4_eq(self.0, o.0))
    }
    /// Whether any bit is set.
    #[inline(always)]
    pub fn any(self) -> bool {
        v128_any_true(self.0)
    }
    /// The first lane.
    #[inline(always)]
    pub fn first(self) -> u32 {
        u32x4_extract_lane::<0>(self.0)
    }
    /// The four lanes or-ed together.
    #[inline(always)]
    pub fn or_lanes(self) -> u32 {
        let a = v128_or(self.0, i32x4_shuffle::<2, 3, 0, 1>(self.0, self.0));
        let b = v128_or(a, i32x4_shuffle::<1, 0, 3, 2>(a, a));
        u32x4_extract_lane::<0>(b)
    }
}
