//! The Kernel view's benchmark without the browser: four implementations on the same bytes
//! (the SIMD128 kernel, the scalar kernel, plain JavaScript and a plain copy), one warm-up round
//! and [`RUNS`] timed rounds, medians, then the checks against f64 on the SIMD output.
//!
//! Everything the page supplies comes in as a parameter, so the whole run is natively testable:
//! the clock (`performance.now()` in the page, milliseconds), the JavaScript kernel (a callback
//! that gets the buffers), and a progress callback whose future the run awaits between steps
//! (the page sets its progress line and yields to the browser there).
//!
//! Rounds interleave the contenders (SIMD, scalar, JavaScript, copy, SIMD, ...) so that a slow
//! stretch of the machine hits all of them alike. Small tensors repeat each timed sample until
//! about [`REPS_TARGET_ELEMENTS`] elements went through, because `performance.now()` only has
//! 0.1 ms steps; the reported time is per repetition.

use crate::msg;
use crate::rope::base::i18n::{en, Msg};
use std::future::Future;

use super::{
    apply_into, bytes_moved, fill_deterministic, identity_checks, max_abs_error, simd_available,
    slice_table, try_alloc, IdentityCheck, KernelError, Path, RopeTable, Shape, SliceRow,
    MAX_ELEMENTS,
};
use crate::rope::base::error::{ConfigError, Key};
use crate::rope::maths::scaling::{self, FreqSource};
use crate::rope::{Config, Layout};

/// Timed runs per contender (after one warm-up run each).
pub const RUNS: usize = 7;
/// Small shapes repeat each timed run until about this many elements went through.
pub const REPS_TARGET_ELEMENTS: usize = 1 << 24;

/// How a run is sized. The page uses [`Settings::default`]; tests shrink it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    /// Timed rounds (at least 1 is run).
    pub runs: usize,
    /// See [`REPS_TARGET_ELEMENTS`].
    pub reps_target_elements: usize,
    /// Largest tensor accepted, in elements.
    pub max_elements: usize,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            runs: RUNS,
            reps_target_elements: REPS_TARGET_ELEMENTS,
            max_elements: MAX_ELEMENTS,
        }
    }
}

impl Settings {
    /// Checks a shape for a run and returns its element count.
    pub fn check(&self, shape: Shape) -> Result<usize, KernelError> {
        if shape.dim < 2 || !shape.dim.is_multiple_of(2) {
            return Err(KernelError::OddDim(shape.dim));
        }
        if shape.batch == 0 || shape.seq == 0 || shape.heads == 0 {
            return Err(KernelError::BadShape(shape));
        }
        shape
            .elements()
            .filter(|&n| n <= self.max_elements)
            .ok_or(KernelError::TooLarge {
                shape,
                limit: self.max_elements,
            })
    }

    /// Repetitions per timed sample for `n` elements.
    pub fn reps(&self, n: usize) -> usize {
        (self.reps_target_elements / n.max(1)).max(1)
    }
}

/// Checks a shape against the page's limits ([`MAX_ELEMENTS`]); returns its element count.
pub fn check_shape(shape: Shape) -> Result<usize, KernelError> {
    Settings::default().check(shape)
}

/// The frequencies the kernel applies to a D-dim head: at the page's own d exactly the page's
/// (custom speeds, scaling, `rope=off` included); at another D the base and scaling method at D
/// (and all zero with `rope=off`). Custom speeds are given per pair of the page's d, so at
/// another D they are refused with a message instead of being silently replaced by the base.
pub fn kernel_inv_freq(config: &Config, dim: usize) -> Result<Vec<f64>, ConfigError> {
    if dim == config.rope.dim {
        return crate::rope::view::scene::frequencies(config).map(|s| s.inv_freq);
    }
    if config.rope.speeds.is_some() {
        return Err(ConfigError::new(
            Key::Speeds,
            en(&msg!("kernel-speeds-got", d = config.rope.dim)),
            // ConfigError carries English words until it carries a message.
            en(&msg!("kernel-speeds-expected", d = config.rope.dim)),
        ));
    }
    let mut c = config.clone();
    c.rope.dim = dim;
    let f = scaling::apply(dim, &FreqSource::Base(c.rope.base), &c.scaling_method())?;
    Ok(if c.rope.on {
        f.inv_freq
    } else {
        vec![0.0; f.inv_freq.len()]
    })
}

/// One of the four implementations timed on the same bytes, in the order they run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Contender {
    Simd,
    Scalar,
    JavaScript,
    Copy,
}

impl Contender {
    pub const ALL: [Contender; 4] = [
        Contender::Simd,
        Contender::Scalar,
        Contender::JavaScript,
        Contender::Copy,
    ];

    /// Its short name in developer output (the page shows [`Contender::msg`]).
    pub fn name(self) -> &'static str {
        match self {
            Contender::Simd => "SIMD",
            Contender::Scalar => "scalar",
            Contender::JavaScript => "JavaScript",
            Contender::Copy => "copy",
        }
    }

    /// The contender's name in the learner's language (the progress line).
    pub fn msg(self) -> Msg {
        Msg::new(match self {
            Contender::Simd => "kernel-contender-simd",
            Contender::Scalar => "kernel-contender-scalar",
            Contender::JavaScript => "kernel-contender-js",
            Contender::Copy => "kernel-contender-copy",
        })
    }
}

/// What a run is about to do; `Display` gives the page's progress line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    Filling,
    WarmUp(Contender),
    Run {
        round: usize,
        runs: usize,
        contender: Contender,
    },
    Checking,
}

impl Stage {
    /// The page's progress line.
    pub fn msg(&self) -> Msg {
        match self {
            Stage::Filling => Msg::new("kernel-stage-filling"),
            Stage::WarmUp(c) => msg!("kernel-stage-warm-up", contender = c.msg()),
            Stage::Run {
                round,
                runs,
                contender,
            } => msg!(
                "kernel-stage-run",
                round = *round,
                runs = *runs,
                contender = contender.msg()
            ),
            Stage::Checking => Msg::new("kernel-stage-checking"),
        }
    }
}

/// The progress line in English (the command-line benchmark).
impl std::fmt::Display for Stage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::rope::base::i18n::en(&self.msg()))
    }
}

/// What the JavaScript kernel gets: the input, the output to fill, the phasor table and how to
/// read them (the same loop nest as the Rust kernels).
#[derive(Debug)]
pub struct JsCall<'a> {
    pub x: &'a [f32],
    pub out: &'a mut [f32],
    pub table: &'a RopeTable,
    pub shape: Shape,
    pub layout: Layout,
}

/// What one benchmark run found. Times are medians in milliseconds per kernel run.
#[derive(Debug, Clone, PartialEq)]
pub struct KernelReport {
    pub shape: Shape,
    pub layout: Layout,
    pub simd_ms: f64,
    pub scalar_ms: f64,
    pub js_ms: f64,
    pub copy_ms: f64,
    /// Kernel runs per timed sample.
    pub reps: usize,
    /// Largest |SIMD output − f64 reference| over the sampled rows.
    pub max_err: f64,
    pub simd_compiled: bool,
    pub slices: Vec<SliceRow>,
    pub identities: Vec<IdentityCheck>,
}

impl KernelReport {
    /// Throughput of a run of `ms` milliseconds, in GB/s (read + write).
    pub fn gbps(&self, ms: f64) -> f64 {
        bytes_moved(self.shape.elements().unwrap_or(0)) / (ms / 1e3) / 1e9
    }
}

/// The median (mean of the middle two for an even count; NaN if empty). Sorts `v`.
pub fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    let n = v.len();
    match n {
        0 => f64::NAN,
        _ if n % 2 == 1 => v[n / 2],
        _ => (v[n / 2 - 1] + v[n / 2]) / 2.0,
    }
}

/// The rows `[b, t, h]` whose error against f64 is reported: first and last batch, first,
/// middle and last head, positions 0, 1, S/3, S/2 and S − 1.
pub fn sampled_rows(shape: Shape) -> Vec<(usize, usize, usize)> {
    let mut rows = Vec::new();
    let s = shape.seq;
    for b in [0, shape.batch - 1] {
        for h in [0, shape.heads / 2, shape.heads - 1] {
            for t in [0, 1, s / 3, s / 2, s - 1] {
                if t < s && !rows.contains(&(b, t, h)) {
                    rows.push((b, t, h));
                }
            }
        }
    }
    rows
}

/// The input (filled with [`super::deterministic_input`]) and a zeroed output of `n` elements.
fn alloc_tensors(n: usize) -> Result<(Vec<f32>, Vec<f32>), KernelError> {
    let oom = KernelError::OutOfMemory { elements: n };
    let mut x = Vec::new();
    x.try_reserve_exact(n).map_err(|_| oom.clone())?;
    fill_deterministic(&mut x, n);
    let out = try_alloc(n).ok_or(oom)?;
    Ok((x, out))
}

/// Runs the whole benchmark. Never panics: a shape that is refused or memory that cannot be had
/// comes back as an error.
pub async fn run<F: Future<Output = ()>>(
    shape: Shape,
    layout: Layout,
    inv_freq: &[f64],
    settings: Settings,
    mut clock: impl FnMut() -> f64,
    mut js: impl FnMut(JsCall<'_>),
    mut progress: impl FnMut(Stage) -> F,
) -> Result<KernelReport, KernelError> {
    let n = settings.check(shape)?;
    if inv_freq.len() != shape.dim / 2 {
        return Err(KernelError::TableMismatch);
    }
    progress(Stage::Filling).await;
    let (x, mut out) = alloc_tensors(n)?;
    let table = RopeTable::new(inv_freq, shape.seq);
    let reps = settings.reps(n);
    let runs = settings.runs.max(1);

    let mut times: [Vec<f64>; 4] = Default::default();
    for round in 0..=runs {
        for (contender, samples) in Contender::ALL.into_iter().zip(&mut times) {
            progress(if round == 0 {
                Stage::WarmUp(contender)
            } else {
                Stage::Run {
                    round,
                    runs,
                    contender,
                }
            })
            .await;
            let t0 = clock();
            for _ in 0..reps {
                match contender {
                    Contender::Simd => apply_into(&x, &mut out, shape, &table, layout, Path::Simd)?,
                    Contender::Scalar => {
                        apply_into(&x, &mut out, shape, &table, layout, Path::Scalar)?
                    }
                    Contender::JavaScript => js(JsCall {
                        x: &x,
                        out: &mut out,
                        table: &table,
                        shape,
                        layout,
                    }),
                    Contender::Copy => out.copy_from_slice(&x),
                }
            }
            let dt = (clock() - t0) / reps as f64;
            if round > 0 {
                samples.push(dt);
            }
        }
    }

    // The checks read the SIMD kernel's output.
    apply_into(&x, &mut out, shape, &table, layout, Path::Simd)?;
    progress(Stage::Checking).await;
    let max_err = max_abs_error(&x, &out, shape, inv_freq, layout, &sampled_rows(shape));
    let s = shape.seq;
    let identities = identity_checks(
        &x,
        &out,
        shape,
        inv_freq,
        layout,
        &[(5, 2), (s / 2, 7), (s - 1, 0), (1, s - 1)],
    );
    let slices = slice_table(&x, &out, shape, &table, inv_freq, layout);
    let [mut simd, mut scalar, mut js_times, mut copy] = times;
    Ok(KernelReport {
        shape,
        layout,
        simd_ms: median(&mut simd),
        scalar_ms: median(&mut scalar),
        js_ms: median(&mut js_times),
        copy_ms: median(&mut copy),
        reps,
        max_err,
        simd_compiled: simd_available(),
        slices,
        identities,
    })
}

#[cfg(test)]
mod tests {
    use std::cell::{Cell, RefCell};
    use std::future::{ready, Ready};
    use std::pin::pin;
    use std::task::{Context, Poll, Waker};

    use super::*;
    use crate::rope::kernel::apply_in_place;
    use crate::rope::maths::freq::inv_freq;

    /// Drives a future whose awaits are all ready (the progress callbacks here).
    fn block_on<F: Future>(f: F) -> F::Output {
        let mut f = pin!(f);
        let mut cx = Context::from_waker(Waker::noop());
        for _ in 0..1000 {
            if let Poll::Ready(v) = f.as_mut().poll(&mut cx) {
                return v;
            }
        }
        panic!("the benchmark did not finish");
    }

    fn no_progress(_: Stage) -> Ready<()> {
        ready(())
    }

    const SMALL: Shape = Shape {
        batch: 2,
        seq: 64,
        heads: 3,
        dim: 20,
    };

    /// Small and quick: 3 timed rounds, no repetitions.
    fn quick() -> Settings {
        Settings {
            runs: 3,
            reps_target_elements: 1,
            ..Settings::default()
        }
    }

    /// A JavaScript stand-in that does the real work (the scalar kernel in place on a copy).
    fn fake_js(call: JsCall<'_>) {
        call.out.copy_from_slice(call.x);
        apply_in_place(call.out, call.shape, call.table, call.layout, Path::Scalar).unwrap();
    }

    /// A clock that reads `durations[i]` milliseconds across the i-th timed sample, in run
    /// order (round by round, SIMD, scalar, JavaScript, copy), times `reps`.
    fn scripted_clock(durations: Vec<f64>, reps: usize) -> impl FnMut() -> f64 {
        let mut now = 0.0;
        let mut calls = 0usize;
        move || {
            if calls % 2 == 1 {
                now += durations[calls / 2] * reps as f64;
            }
            calls += 1;
            now
        }
    }

    #[test]
    fn medians() {
        assert!(median(&mut []).is_nan());
        assert_eq!(median(&mut [4.0]), 4.0);
        assert_eq!(median(&mut [3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&mut [4.0, 1.0, 3.0, 2.0]), 2.5);
        assert_eq!(median(&mut [9.0, 1.0, 5.0, 7.0, 3.0, 100.0, 0.5]), 5.0);
    }

    #[test]
    fn reports_the_medians_of_the_timed_rounds_not_the_warm_up() {
        let w = inv_freq(SMALL.dim, 10_000.0).unwrap();
        // Warm-up (1000 ms each: must not count), then 5 rounds of (SIMD, scalar, JS, copy).
        let mut durations = vec![1000.0; 4];
        for (simd, scalar) in [(5.0, 9.0), (1.0, 7.0), (4.0, 8.0), (2.0, 6.0), (3.0, 100.0)] {
            durations.extend([simd, scalar, 20.0, 0.5]);
        }
        let n = SMALL.elements().unwrap();
        for reps in [1, 3] {
            let settings = Settings {
                runs: 5,
                reps_target_elements: reps * n,
                ..Settings::default()
            };
            let js_calls = Cell::new(0);
            let r = block_on(run(
                SMALL,
                Layout::Half,
                &w,
                settings,
                scripted_clock(durations.clone(), reps),
                |call| {
                    js_calls.set(js_calls.get() + 1);
                    fake_js(call)
                },
                no_progress,
            ))
            .unwrap();
            assert_eq!(r.reps, reps);
            assert_eq!(
                js_calls.get(),
                6 * reps,
                "1 warm-up + 5 runs, {reps} reps each"
            );
            assert_eq!(
                (r.simd_ms, r.scalar_ms, r.js_ms, r.copy_ms),
                (3.0, 8.0, 20.0, 0.5)
            );
            let gb = 2.0 * 4.0 * n as f64 / 1e9;
            assert!((r.gbps(r.simd_ms) - gb / 3e-3).abs() < 1e-9);
        }
    }

    #[test]
    fn progress_reports_every_step_in_order() {
        let w = inv_freq(SMALL.dim, 10_000.0).unwrap();
        let stages = RefCell::new(Vec::new());
        let mut t = 0.0;
        block_on(run(
            SMALL,
            Layout::Interleaved,
            &w,
            quick(),
            || {
                t += 1.0;
                t
            },
            fake_js,
            |s| {
                stages.borrow_mut().push(s);
                ready(())
            },
        ))
        .unwrap();
        let stages = stages.into_inner();
        assert_eq!(stages.len(), 1 + 4 * 4 + 1);
        assert_eq!(stages[0], Stage::Filling);
        assert_eq!(stages[1], Stage::WarmUp(Contender::Simd));
        assert_eq!(
            stages[5],
            Stage::Run {
                round: 1,
                runs: 3,
                contender: Contender::Simd
            }
        );
        assert_eq!(stages.last(), Some(&Stage::Checking));
        assert_eq!(stages[0].to_string(), "allocating and filling the input...");
        assert_eq!(stages[4].to_string(), "warm-up: copy...");
        assert_eq!(stages[7].to_string(), "run 1/3: JavaScript...");
        assert_eq!(stages[17].to_string(), "checking against f64...");
    }

    #[test]
    fn results_shape_and_checks() {
        for layout in Layout::ALL {
            let w = inv_freq(SMALL.dim, 500_000.0).unwrap();
            let mut t = 0.0;
            let r = block_on(run(
                SMALL,
                layout,
                &w,
                quick(),
                || {
                    t += 0.25;
                    t
                },
                fake_js,
                no_progress,
            ))
            .unwrap();
            assert_eq!((r.shape, r.layout, r.reps), (SMALL, layout, 1));
            assert_eq!(r.simd_compiled, simd_available());
            // Every sample spans one clock step.
            assert_eq!(
                (r.simd_ms, r.scalar_ms, r.js_ms, r.copy_ms),
                (0.25, 0.25, 0.25, 0.25)
            );
            assert!(r.max_err > 0.0 && r.max_err <= 3e-7, "{}", r.max_err);
            // Heads (0, 0) and (1, 2), positions {0, 1, 32, 63}, pairs {0, 1, 5, 9} of 10.
            assert_eq!(r.slices.len(), 2 * 4 * 4);
            assert_eq!(r.identities.len(), 4);
            for c in &r.identities {
                assert!((c.lhs - c.rhs).abs() < 1e-5, "{c:?}");
            }
        }
    }

    #[test]
    fn sampled_rows_stay_inside_and_are_distinct() {
        let one = Shape {
            batch: 1,
            seq: 1,
            heads: 1,
            dim: 2,
        };
        assert_eq!(sampled_rows(one), vec![(0, 0, 0)]);
        let rows = sampled_rows(SMALL);
        assert_eq!(rows.len(), 2 * 3 * 5);
        assert!(rows.contains(&(1, 63, 2)) && rows.contains(&(0, 21, 1)));
        // A one-token, one-head run is checked and reported too.
        let w = inv_freq(2, 10_000.0).unwrap();
        let r = block_on(run(
            one,
            Layout::Half,
            &w,
            quick(),
            || 0.0,
            fake_js,
            no_progress,
        ));
        let r = r.unwrap();
        assert_eq!(r.max_err, 0.0, "position 0 is the identity");
        assert_eq!(r.identities.len(), 1, "only (t1, t2) = (0, 0) fits");
    }

    #[test]
    fn refused_runs_never_call_the_clock_or_javascript() {
        let w = inv_freq(SMALL.dim, 10_000.0).unwrap();
        let refuse = |shape: Shape, w: &[f64], settings: Settings| {
            block_on(run(
                shape,
                Layout::Half,
                w,
                settings,
                || panic!("no timing for a refused run"),
                |_| panic!("no JavaScript for a refused run"),
                no_progress,
            ))
            .unwrap_err()
        };
        let s = quick();
        assert_eq!(
            refuse(Shape { dim: 7, ..SMALL }, &w, s),
            KernelError::OddDim(7)
        );
        assert_eq!(
            refuse(Shape { dim: 0, ..SMALL }, &w, s),
            KernelError::OddDim(0)
        );
        let empty = Shape { seq: 0, ..SMALL };
        assert_eq!(refuse(empty, &w, s), KernelError::BadShape(empty));
        // Too large for the page, and too large for usize.
        let big = Shape {
            seq: 10_000_000,
            ..SMALL
        };
        let too_large = KernelError::TooLarge {
            shape: big,
            limit: MAX_ELEMENTS,
        };
        assert_eq!(refuse(big, &w, s), too_large);
        assert_eq!(check_shape(big), Err(too_large));
        let huge = Shape {
            batch: usize::MAX,
            ..SMALL
        };
        assert!(matches!(refuse(huge, &w, s), KernelError::TooLarge { .. }));
        let small_limit = Settings {
            max_elements: SMALL.elements().unwrap() - 1,
            ..s
        };
        assert!(matches!(
            refuse(SMALL, &w, small_limit),
            KernelError::TooLarge { .. }
        ));
        // Frequencies for another D.
        assert_eq!(refuse(SMALL, &w[1..], s), KernelError::TableMismatch);
        // Memory that cannot be had: (2^62 - 1) * 2 f32s is more than any allocator gives.
        let unallocatable = Shape {
            batch: usize::MAX / 4,
            seq: 1,
            heads: 1,
            dim: 2,
        };
        let no_limit = Settings {
            max_elements: usize::MAX,
            ..s
        };
        let w2 = inv_freq(2, 10_000.0).unwrap();
        assert_eq!(
            refuse(unallocatable, &w2, no_limit),
            KernelError::OutOfMemory {
                elements: unallocatable.elements().unwrap()
            }
        );
        assert_eq!(check_shape(SMALL), Ok(SMALL.elements().unwrap()));
    }

    #[test]
    fn frequencies_follow_the_settings() {
        let config = Config::default();
        let w = kernel_inv_freq(&config, 20).unwrap();
        assert_eq!(w.len(), 10);
        assert_eq!(w[0], 1.0);
        assert!(kernel_inv_freq(&config, 0).is_err());
    }

    #[test]
    fn the_kernel_uses_the_pages_frequencies_and_refuses_foreign_speeds() {
        let c = Config::from_query("dim=4&speeds=90,15").unwrap().config;
        let w = kernel_inv_freq(&c, 4).unwrap();
        assert!((w[0] - 90f64.to_radians()).abs() < 1e-15);
        assert!((w[1] - 15f64.to_radians()).abs() < 1e-15);
        let e = kernel_inv_freq(&c, 128).unwrap_err();
        assert_eq!(e.key, Key::Speeds);
        assert!(e.to_string().contains("d = 4"));
        let off = Config::from_query("rope=off").unwrap().config;
        assert!(kernel_inv_freq(&off, 128)
            .unwrap()
            .iter()
            .all(|&x| x == 0.0));
        let plain = Config::default();
        let w = kernel_inv_freq(&plain, 128).unwrap();
        assert!((w[1] - 10000f64.powf(-2.0 / 128.0)).abs() < 1e-15);
    }
}
