# "Download for a learning platform" in the path editor (SCORM packages): teacher-facing.

scorm-heading = Download for a learning platform (Moodle, Canvas, Blackboard, ...)
# A label before a menu of two choices.
scorm-which-answer = Which answer counts
scorm-first-answer = the first answer (later ones are practice)
scorm-last-answer = the last answer
# A checkbox's label.
scorm-builtin-tour = the built-in tour instead of this path
# A checkbox's label: $model is the model's name, $mb its size in megabytes.
scorm-with-model = with the real model for the lab ({ $model }, about { $mb } MB more)
scorm-12 = SCORM 1.2 (.zip)
scorm-2004 = SCORM 2004 (.zip)
scorm-pass-mark = Pass mark (%)
# The pass mark box's placeholder when it is empty.
scorm-pass-none = none
# "the built-in tour" is the checkbox above (scorm-builtin-tour).
scorm-blocked = A package needs a path that runs: fix the { $n ->
        [one] problem
       *[other] { $n } problems
    } listed above first (or tick "the built-in tour").
# $file: the package's file name.
scorm-making = Making { $file }…
scorm-saved = Saved { $file } ({ $mb } MB). Upload it to your learning platform as a SCORM package.
# $error: the browser's own words.
scorm-failed = Could not make the package: { $error }.
# A pass mark typed as a fraction: $typed is what was typed (0.8), $percent what it means.
scorm-pass-fraction = { $typed } would be { $typed } %: type the pass mark in percent ({ $percent } for { $typed } of the questions)
scorm-pass-invalid = "{ $typed }" is not a pass mark: a percentage from 1 to 100, or empty for none
