//! The views that ship in the on-demand module (the page mounts them as parts, `app::part`);
//! the page's own views are in `app::views`.

pub mod absolute;
pub mod attention;
pub mod distance;
pub mod examples;
pub mod frequencies;
pub mod invariance;
pub mod kernel;
pub mod latent;
pub mod layers;
pub mod lesson;
pub mod longlab;
pub mod mistakes;
pub mod multimodal;
pub mod quiz;
pub mod score;
pub mod vision;

use crate::app::state::View;

/// The one-paragraph caption under a view's title: what the view shows and how to read it (the
/// page's own views' captions are `View::page_caption`).
pub fn caption(view: View) -> &'static str {
    if let Some(text) = view.page_caption() {
        return text;
    }
    match view {
            View::Score => "The attention score of the query token against the key token, after rotating both, splits into one term per pair. Each term mixes the pair's plain dot product with its cross product through the angle (m - n) x speed, so the positions enter only through their difference. Bars to the right add to the score, bars to the left take away.",
            View::Invariance => "Slide both tokens along the sequence by the same amount t. Each vector is rotated by a different absolute angle: every pair's angles are m x speed for the query and n x speed for the key. Compare the score of the two placements below.",
            View::Distance => "The score of the same query and key as they move apart: the top chart draws it against the distance m − n, the bottom one the logits of RoPE, no positional encoding and ALiBi side by side. Does the score fall with distance? Whether the score itself falls depends on the vectors (below). What always falls is a bound: RoFormer proves that |score| stays under (largest step between neighbouring pairs' q·k̄ terms) x (sum of |partial sums of the phasors|), and plots its second factor averaged over the pairs (the relative bound, the same for any q and k, the middle chart) against distance. Computed here, the bound is largest at distance 0 and falls with distance, raggedly: with few pairs (d = 16) it drops within a few positions and then wanders; with more (try d = 128) it keeps falling over the first few hundred positions. Try all-ones vectors (\"Query and key vectors: all ones\") or a key equal to the query, then the toy vectors, and see where the score peaks: does it still fall with distance when q and k point every which way? (The lesson view gives the reason, after Barbero et al., 2024.) With the real model's q and k (\"real model\"), see what a trained head does: there the bound can sit far above the score: the chart follows the score, and a note under it says where the bound is; the table gives both. With a scaling method on, compare the scaled curve with the plain one beyond the original context.",
            View::Frequencies => "Each pair's speed (inv_freq, radians per position) and wavelength (positions per full turn), on a log scale. A model only ever sees angles up to its trained context (dashed line): pairs whose wavelength is longer never complete a turn, so longer inputs show them angles they never met. Scaling methods slow pairs down, each its own way: the circles are the unscaled wavelengths, and with a method on a line shows the scaled ones. The line under the chart says what is drawn with the current settings.",
            View::Attention => "Every token's query against every token's key: logits = (rotated q) · (rotated k) / sqrt(d), times the method's attention factor squared, then a softmax along each row. With the causal mask a token only sees itself and earlier tokens. Only queries and keys are rotated: the value vectors that the weights mix are never touched by RoPE.",
            View::Absolute => "The original Transformer adds a sinusoidal code p_m to each token embedding (left: sin on even, cos on odd dimensions). After the query and key projections the score splits into four terms, and three of them contain p_m or p_n on their own, so absolute positions leak in: slide both tokens by t and those terms change. RoPE (right: the cosines of the same kind of angles) rotates q and k instead, and only m - n survives.",
            View::Lesson => "The ideas behind the other views, each checked with the current settings: why the answer is a rotation, the rotation written out by hand and as one big matrix, why scores are divided by √d, what the older sinusoidal codes could do, where one pair gets fooled and why RoPE needs many, how the pairs read like clocks, where RoPE sits in a model, and why plain interpolation crowds the fast pairs.",
            View::Examples => "The scenarios from popular RoPE tutorials, each with the dimensions, pair speeds and positions it loads. Load one and every view shows it. The numbers below are computed, not copied, and where a well-known text printed something else, the erratum says so; the table below takes the cat/mat score apart step by step.",
            View::Mistakes => "The texts this widget teaches from contain slips: wrong numbers, swapped signs, off-by-one exponents, reversed claims. Each is listed here with what the text says (in our words, with its number), the truth computed now by the same core that draws every view, and the cause. \"Show me\" loads the settings that demonstrate it.",
            View::Quiz => "Predict first, then check. The widget computes each answer from the current settings, so the explanations quote live numbers and link to the view that shows it.",
            View::Layers => "Not every layer of a current model uses the same RoPE. Gemma 3 gives its local (sliding-window) layers plain RoPE at base 10,000 and its global layers base 1,000,000 with linear x8; gpt-oss alternates sliding and full layers with one YaRN RoPE; Llama 4 leaves every fourth layer without RoPE (those attend to the whole context, its RoPE layers only within chunks) and scales those layers' queries up at long range. The strip shows every layer; the table which RoPE each kind uses.",
            View::Multimodal => "Qwen2-VL's multimodal RoPE gives every token three position ids, time, height and width, and splits the pairs into three sections that turn with one id each. Text tokens carry the same id in all three, so text alone is plain RoPE; an image's tokens share a time id and count its rows and columns. Hover the grid to read a pair's angle and the id that drives it.",
            View::Longlab => concat!("The real model, with a text placed far past the ", crate::rope::base::limits::model_context!(), " positions it was trained on: does it still find a pass key, does it still use what came before, and which scaling method rescues it, at what cost at short range?"),
            View::Vision => "A vision encoder cuts an image into a grid of patches, and each patch gets two position ids: its row and its column. Axial 2D RoPE (Qwen3-VL, GLM-4V) turns half of each head's pairs with the row and half with the column, at the same speeds. The grid colours the score of the query patch against every patch for the current q and k; below it, both patches are shifted by the same offset. Point at a patch to read both scores.",
            View::Latent => "Multi-head latent attention (DeepSeek-V3) gives every query and key head two parts: dimensions that never rotate and d that do (RoPE). The score is their sum. The strip shows the split; the chart both parts against the distance.",
            View::Kernel => "RoPE as a model runs it: a tensor of shape [B, S, H, D], each head vector split into D/2 planes, multiplied by an [S, D/2] table of unit phasors e^(i t θ_k) broadcast over batch and heads. Run it here at full size with four implementations on the same bytes: the SIMD128 wasm kernel, the scalar wasm kernel, plain JavaScript on typed arrays, and a plain copy (the memory-bandwidth floor). Base, layout and scaling come from your settings.",
        View::Compasses | View::Heatmap => "",
    }
}
