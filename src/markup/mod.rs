//! HTML strings the page sets in one go (token chips, pickers, the model lab's tables), built
//! from what the core returns, every text escaped. Outside the core (`rope` builds no HTML) and
//! outside `app` (so it compiles and is tested natively).

pub mod model_lab;
pub mod tokens;
