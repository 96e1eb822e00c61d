//! A defensive GGUF reader over bytes in memory.
//!
//! candle's own reader trusts the lengths in the file (a corrupted length allocates gigabytes or
//! aborts) and casts possibly unaligned, possibly short byte slices to block types. This one
//! checks every count and length against the bytes that remain, every tensor's extent against
//! the data section, and hands candle only aligned, complete copies (see [`Gguf::qtensor`]).

use crate::error::{ModelError, Result};
use candle_core::quantized::{GgmlDType, QTensor};
use std::collections::HashMap;

/// One metadata value.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    U8(u8),
    I8(i8),
    U16(u16),
    I16(i16),
    U32(u32),
    I32(i32),
    F32(f32),
    Bool(bool),
    Str(String),
    Array(Vec<Value>),
    U64(u64),
    I64(i64),
    F64(f64),
}

impl Value {
    /// Any integer value as u64 (negative values are refused).
    pub fn as_u64(&self) -> Option<u64> {
        match *self {
            Self::U8(v) => Some(v as u64),
            Self::U16(v) => Some(v as u64),
            Self::U32(v) => Some(v as u64),
            Self::U64(v) => Some(v),
            Self::I8(v) => u64::try_from(v).ok(),
            Self::I16(v) => u64::try_from(v).ok(),
            Self::I32(v) => u64::try_from(v).ok(),
            Self::I64(v) => u64::try_from(v).ok(),
            _ => None,
        }
    }
    /// Any numeric value as f64.
    pub fn as_f64(&self) -> Option<f64> {
        match *self {
            Self::F32(v) => Some(v as f64),
            Self::F64(v) => Some(v),
            _ => self.as_u64().map(|v| v as f64),
        }
    }
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Self::Str(s) => Some(s),
            _ => None,
        }
    }
    pub fn as_array(&self) -> Option<&[Value]> {
        match self {
            Self::Array(v) => Some(v),
            _ => None,
        }
    }
}

/// Where and what one tensor is.
#[derive(Debug, Clone)]
pub struct TensorInfo {
    /// Dimensions in candle's (row-major) order: for a weight, `[out_features, in_features]`.
    pub dims: Vec<usize>,
    pub dtype: GgmlDType,
    /// Byte range inside the whole file.
    pub start: usize,
    pub len: usize,
}

/// A parsed GGUF file borrowing the bytes it was read from.
#[derive(Debug)]
pub struct Gguf<'a> {
    pub version: u32,
    pub metadata: HashMap<String, Value>,
    pub tensors: HashMap<String, TensorInfo>,
    bytes: &'a [u8],
}

/// GGML's limit on tensor rank.
const MAX_DIMS: u32 = 4;
/// Arrays of arrays deeper than this are refused (stack safety on hostile input).
const MAX_DEPTH: u32 = 4;

struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    fn remaining(&self) -> usize {
        self.bytes.len() - self.pos
    }
    fn take(&mut self, n: usize, what: &'static str) -> Result<&'a [u8]> {
        if n > self.remaining() {
            return Err(ModelError::Truncated {
                what,
                offset: self.pos,
            });
        }
        let s = &self.bytes[self.pos..self.pos + n];
        self.pos += n;
        Ok(s)
    }
    fn arr<const N: usize>(&mut self, what: &'static str) -> Result<[u8; N]> {
        let s = self.take(N, what)?;
        let mut a = [0u8; N];
        a.copy_from_slice(s);
        Ok(a)
    }
    fn u32(&mut self, what: &'static str) -> Result<u32> {
        Ok(u32::from_le_bytes(self.arr(what)?))
    }
    fn u64(&mut self, what: &'static str) -> Result<u64> {
        Ok(u64::from_le_bytes(self.arr(what)?))
    }
    /// A u64 count or length, which must fit in usize.
    fn len(&mut self, what: &'static str) -> Result<usize> {
        let at = self.pos;
        let v = self.u64(what)?;
        usize::try_from(v).map_err(|_| ModelError::Malformed(format!("{what} {v} at byte {at}")))
    }
    fn string(&mut self, what: &'static str) -> Result<String> {
        let n = self.len(what)?;
        let s = self.take(n, what)?;
        // GGUF strings are UTF-8; be lenient like llama.cpp (vocab pieces can be odd).
        Ok(String::from_utf8_lossy(s).into_owned())
    }
    /// Smallest encoded size of one value of this type, so that counts can be checked against
    /// the bytes that remain before anything is allocated.
    fn min_size(ty: u32) -> Option<usize> {
        Some(match ty {
            0 | 1 | 7 => 1,
            2 | 3 => 2,
            4..=6 => 4,
            8 => 8,
            9 => 12,
            10..=12 => 8,
            _ => return None,
        })
    }
    fn value(&mut self, ty: u32, depth: u32) -> Result<Value> {
        const W: &str = "metadata value";
        Ok(match ty {
            0 => Value::U8(self.arr::<1>(W)?[0]),
            1 => Value::I8(self.arr::<1>(W)?[0] as i8),
            2 => Value::U16(u16::from_le_bytes(self.arr(W)?)),
            3 => Value::I16(i16::from_le_bytes(self.arr(W)?)),
            4 => Value::U32(u32::from_le_bytes(self.arr(W)?)),
            5 => Value::I32(i32::from_le_bytes(self.arr(W)?)),
            6 => Value::F32(f32::from_le_bytes(self.arr(W)?)),
            7 => match self.arr::<1>(W)?[0] {
                0 => Value::Bool(false),
                1 => Value::Bool(true),
                b => {
                    return Err(ModelError::Malformed(format!(
                        "bool value {b} at byte {}",
                        self.pos - 1
                    )))
                }
            },
            8 => Value::Str(self.string("metadata string")?),
            9 => {
                if depth >= MAX_DEPTH {
                    return Err(ModelError::Malformed("arrays nested too deeply".into()));
                }
                let at = self.pos;
                let ety = self.u32("array type")?;
                let n = self.len("array length")?;
                let min = Self::min_size(ety).ok_or_else(|| {
                    ModelError::Malformed(format!("array element type {ety} at byte {at}"))
                })?;
                if n.checked_mul(min).is_none_or(|b| b > self.remaining()) {
                    return Err(ModelError::Truncated {
                        what: "metadata array",
                        offset: at,
                    });
                }
                let mut v = Vec::with_capacity(n);
                for _ in 0..n {
                    v.push(self.value(ety, depth + 1)?);
                }
                Value::Array(v)
            }
            10 => Value::U64(u64::from_le_bytes(self.arr(W)?)),
            11 => Value::I64(i64::from_le_bytes(self.arr(W)?)),
            12 => Value::F64(f64::from_le_bytes(self.arr(W)?)),
            t => {
                return Err(ModelError::Malformed(format!(
                    "metadata value type {t} at byte {}",
                    self.pos - 4
                )))
            }
        })
    }
}

/// GGML type ids (ggml.h) that candle can hold.
fn dtype_from_u32(v: u32) -> Option<GgmlDType> {
    Some(match v {
        0 => GgmlDType::F32,
        1 => GgmlDType::F16,
        2 => GgmlDType::Q4_0,
        3 => GgmlDType::Q4_1,
        6 => GgmlDType::Q5_0,
        7 => GgmlDType::Q5_1,
        8 => GgmlDType::Q8_0,
        9 => GgmlDType::Q8_1,
        10 => GgmlDType::Q2K,
        11 => GgmlDType::Q3K,
        12 => GgmlDType::Q4K,
        13 => GgmlDType::Q5K,
        14 => GgmlDType::Q6K,
        15 => GgmlDType::Q8K,
        30 => GgmlDType::BF16,
        _ => return None,
    })
}

impl<'a> Gguf<'a> {
    /// Parse the header, metadata and tensor directory, and check that every tensor lies inside
    /// the data section. Tensor data is not copied.
    pub fn parse(bytes: &'a [u8]) -> Result<Self> {
        let mut r = Reader { bytes, pos: 0 };
        let magic: [u8; 4] = r.arr("magic")?;
        if &magic != b"GGUF" {
            return Err(ModelError::BadMagic(magic));
        }
        let version = r.u32("version")?;
        if version != 2 && version != 3 {
            return Err(ModelError::UnsupportedVersion(version));
        }
        let n_tensors = r.len("tensor count")?;
        let n_kv = r.len("metadata count")?;
        // key length (8) + type (4) + at least one byte of value
        if n_kv.checked_mul(13).is_none_or(|b| b > r.remaining()) {
            return Err(ModelError::Malformed(format!(
                "metadata count {n_kv} exceeds the file"
            )));
        }
        let mut metadata = HashMap::with_capacity(n_kv);
        for _ in 0..n_kv {
            let key = r.string("metadata key")?;
            let ty = r.u32("metadata type")?;
            let v = r.value(ty, 0)?;
            metadata.insert(key, v);
        }
        // name length (8) + n_dims (4) + type (4) + offset (8)
        if n_tensors.checked_mul(24).is_none_or(|b| b > r.remaining()) {
            return Err(ModelError::Malformed(format!(
                "tensor count {n_tensors} exceeds the file"
            )));
        }
        struct Raw {
            name: String,
            dims: Vec<usize>,
            dtype: GgmlDType,
            offset: u64,
        }
        let mut raw = Vec::with_capacity(n_tensors);
        for _ in 0..n_tensors {
            let name = r.string("tensor name")?;
            let nd = r.u32("tensor rank")?;
            if nd == 0 || nd > MAX_DIMS {
                return Err(ModelError::BadTensor {
                    name,
                    reason: format!("rank {nd}"),
                });
            }
            let mut dims = Vec::with_capacity(nd as usize);
            for _ in 0..nd {
                dims.push(r.len("tensor dimension")?);
            }
            let t = r.u32("tensor type")?;
            let dtype = dtype_from_u32(t).ok_or_else(|| ModelError::BadTensor {
                name: name.clone(),
                reason: format!("unknown or unsupported ggml type {t}"),
            })?;
            let offset = r.u64("tensor offset")?;
            // GGUF lists dimensions fastest-first; candle (and we) use row-major order.
            dims.reverse();
            raw.push(Raw {
                name,
                dims,
                dtype,
                offset,
            });
        }
        let alignment = match metadata.get("general.alignment") {
            None => 32,
            Some(v) => match v.as_u64() {
                Some(a) if a.is_power_of_two() && a <= 1 << 16 => a as usize,
                _ => {
                    return Err(ModelError::BadValue {
                        key: "general.alignment".into(),
                        reason: format!("{v:?} is not a power of two <= 65536"),
                    })
                }
            },
        };
        let data_start = r.pos.div_ceil(alignment) * alignment;
        if data_start > bytes.len() {
            return Err(ModelError::Truncated {
                what: "tensor data",
                offset: data_start,
            });
        }
        let data_len = bytes.len() - data_start;
        let mut tensors = HashMap::with_capacity(raw.len());
        for t in raw {
            let bad = |reason: String| ModelError::BadTensor {
                name: t.name.clone(),
                reason,
            };
            if t.dims.contains(&0) {
                return Err(bad(format!("zero dimension in {:?}", t.dims)));
            }
            let elems = t
                .dims
                .iter()
                .try_fold(1usize, |a, &d| a.checked_mul(d))
                .ok_or_else(|| bad(format!("dimensions {:?} overflow", t.dims)))?;
            let block = t.dtype.block_size();
            let row = *t.dims.last().unwrap_or(&0);
            if row % block != 0 {
                return Err(bad(format!(
                    "row length {row} is not a multiple of the {:?} block size {block}",
                    t.dtype
                )));
            }
            let len = (elems / block)
                .checked_mul(t.dtype.type_size())
                .ok_or_else(|| bad("size overflows".into()))?;
            let off = usize::try_from(t.offset).map_err(|_| bad("offset overflows".into()))?;
            if off % alignment != 0 {
                return Err(bad(format!("offset {off} not aligned to {alignment}")));
            }
            if off.checked_add(len).is_none_or(|end| end > data_len) {
                return Err(ModelError::Truncated {
                    what: "tensor data",
                    offset: data_start + off,
                });
            }
            if tensors.contains_key(&t.name) {
                return Err(bad("listed twice".into()));
            }
            tensors.insert(
                t.name.clone(),
                TensorInfo {
                    dims: t.dims,
                    dtype: t.dtype,
                    start: data_start + off,
                    len,
                },
            );
        }
        Ok(Self {
            version,
            metadata,
            tensors,
            bytes,
        })
    }

    pub fn get(&self, key: &str) -> Result<&Value> {
        self.metadata
            .get(key)
            .ok_or_else(|| ModelError::MissingKey(key.into()))
    }
    pub fn get_usize(&self, key: &str) -> Result<usize> {
        let v = self.get(key)?;
        v.as_u64()
            .and_then(|v| usize::try_from(v).ok())
            .ok_or_else(|| ModelError::BadValue {
                key: key.into(),
                reason: format!("expected an unsigned integer, got {v:?}"),
            })
    }
    pub fn get_f64(&self, key: &str) -> Result<f64> {
        let v = self.get(key)?;
        v.as_f64().ok_or_else(|| ModelError::BadValue {
            key: key.into(),
            reason: format!("expected a number, got {v:?}"),
        })
    }
    pub fn get_str(&self, key: &str) -> Result<&str> {
        let v = self.get(key)?;
        v.as_str().ok_or_else(|| ModelError::BadValue {
            key: key.into(),
            reason: "expected a string".into(),
        })
    }
    pub fn get_array(&self, key: &str) -> Result<&[Value]> {
        let v = self.get(key)?;
        v.as_array().ok_or_else(|| ModelError::BadValue {
            key: key.into(),
            reason: "expected an array".into(),
        })
    }

    pub fn info(&self, name: &str) -> Result<&TensorInfo> {
        self.tensors
            .get(name)
            .ok_or_else(|| ModelError::MissingTensor(name.into()))
    }

    /// The raw bytes of a tensor (bounds were checked by [`Gguf::parse`]).
    pub fn tensor_bytes(&self, name: &str) -> Result<&'a [u8]> {
        let i = self.info(name)?;
        Ok(&self.bytes[i.start..i.start + i.len])
    }

    /// The tensor as a candle [`QTensor`] with the expected dimensions (row-major).
    pub fn qtensor(&self, name: &str, dims: &[usize]) -> Result<QTensor> {
        let info = self.info(name)?;
        if info.dims != dims {
            return Err(ModelError::BadTensor {
                name: name.into(),
                reason: format!("shape {:?}, expected {:?}", info.dims, dims),
            });
        }
        qtensor_from_bytes(info.dtype, self.tensor_bytes(name)?, dims).map_err(|e| {
            ModelError::BadTensor {
                name: name.into(),
                reason: e.to_string(),
            }
        })
    }
}

/// Build a CPU [`QTensor`] from exactly-sized raw GGML bytes.
///
/// candle's `qtensor_from_ggml` reinterprets the slice as blocks without checking its length or
/// alignment, so the bytes are first copied into an 8-byte aligned buffer of the exact size.
/// (Every GGML block type is plain old data: any bit pattern is a valid value.)
pub fn qtensor_from_bytes(dtype: GgmlDType, bytes: &[u8], dims: &[usize]) -> Result<QTensor> {
    let elems = dims.iter().try_fold(1usize, |a, &d| a.checked_mul(d));
    let block = dtype.block_size();
    let expected = elems
        .filter(|e| e % block == 0)
        .and_then(|e| (e / block).checked_mul(dtype.type_size()));
    if expected != Some(bytes.len()) {
        return Err(ModelError::Malformed(format!(
            "{} bytes for {dtype:?} {dims:?}",
            bytes.len()
        )));
    }
    let mut aligned = vec![0u64; bytes.len().div_ceil(8)];
    // SAFETY: u64 has no invalid bit patterns and the byte view covers exactly the allocation.
    let view: &mut [u8] = unsafe {
        std::slice::from_raw_parts_mut(aligned.as_mut_ptr().cast::<u8>(), aligned.len() * 8)
    };
    view[..bytes.len()].copy_from_slice(bytes);
    let t = candle_core::quantized::ggml_file::qtensor_from_ggml(
        dtype,
        &view[..bytes.len()],
        dims.to_vec(),
        &candle_core::Device::Cpu,
    )?;
    Ok(t)
}
