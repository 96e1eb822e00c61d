//! The teaching content: the views and their chapters, the guided tour and the guided paths
//! (a teacher's or the tour; their xAPI statements), the lesson, the quiz and the named mistakes
//! of the source texts. Every number they cite is computed from a scene.

pub mod errata;
pub mod examples;
pub mod kept;
pub mod lesson;
pub mod lesson_view;
pub mod locked;
pub mod path;
pub mod quiz;
pub mod score;
pub mod scorm;
pub mod tour;
pub mod values;
pub mod xapi;
