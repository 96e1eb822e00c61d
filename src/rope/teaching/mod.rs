//! The teaching content: the views and their chapters, the guided tour, the lesson, the quiz and
//! the named mistakes of the source texts. Every number they cite is computed from a scene.

pub mod errata;
pub mod lesson;
pub mod quiz;
pub mod tour;
pub mod views;
