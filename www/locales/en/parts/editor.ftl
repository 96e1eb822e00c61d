# The path editor ("Write a path"): teacher-facing. A path's own titles and texts are the
# teacher's words and come in as variables, never translated.

editor-heading = Write a path
editor-intro = Set the knobs, pick a view, and add the state as a step; write what the learner should notice and ask one question. Numbers in braces, like { "{" }score{ "}" }, are computed for the settings on the learner's screen.
editor-new-path = A new, empty path.
# A label before a text box.
editor-path-title = Path title
editor-draft-kept = Your draft is kept in this browser until you start over.
editor-discard-confirm = Discard this draft? Click again
editor-start-over = Start over
# A label before the list of views to add a step with.
editor-view = View
editor-add-step = Add this state as a step
# One step in the list: $n its number, $title its title (or editor-untitled), $state its URL
# keys (or editor-default-settings), $views its views' URL names.
editor-step-label = { $n }. { $title } ({ $state }; { $views })
editor-untitled = untitled
editor-default-settings = default settings
editor-move-up = Move step { $n } up
editor-move-down = Move step { $n } down
editor-delete-step = Delete step { $n }
editor-delete = Delete
# Above the list of the draft's problems.
editor-problems-head = Before it can run, fix { $n ->
        [one] this problem
       *[other] these { $n } problems
    }:
# An action the draft's problems block: $what is one of the editor-action-* messages.
editor-blocked = { $what } needs a path that runs: fix the { $n ->
        [one] problem
       *[other] { $n } problems
    } listed above first.
editor-action-link = A link
editor-action-preview = The preview
editor-action-save = Saving

## The path's actions and what they say.

# A group of buttons acting on the whole path (screen readers).
editor-actions-label = Path
editor-preview = Preview as a learner
editor-get-link = Get a link
editor-download-json = Download the path (JSON)
editor-open-file = Open a path file
editor-edit-running = Edit the running path
editor-link = Link
editor-copy = Copy
editor-link-made = A link of { $n } characters.
# path_url= is a URL key: keep it as written.
editor-link-too-long = This path makes a link of { $n } characters, too long to share safely (at most { $max }): save it as a JSON file and open it with path_url=.
editor-link-unsupported = This browser cannot pack the path for a link: save it as a JSON file.
# $file: the file's name.
editor-file-too-long = { $file }: longer than { $max } bytes.
# $title: the path's title (the teacher's words), $file: the file's name.
editor-opened = Opened "{ $title }" ({ $file }).
# $problems: what is wrong with the file's path (path-cannot-run).
editor-file-refused = { $file }: { $problems }
editor-previewing = Previewing "{ $title }" as a learner sees it.
# $id: the path's id, the file's name without .json.
editor-saved = Saved { $id }.json.
editor-editing-copy = Editing a copy of "{ $title }".
editor-link-copied = Link copied.
editor-copy-refused = Could not copy (the browser refused the clipboard): select the link and copy it.

## One step's form.

# The form's legend: $n the step's number.
editor-step = Step { $n }
editor-step-title = Title
editor-step-state = State (URL keys over the defaults)
editor-use-settings = Use the settings on screen
editor-step-text = Text (plain text; { "{" }placeholders{ "}" } are computed)
editor-preview-head = Preview for the step's state:
# $problem: what is wrong with the text's placeholders.
editor-preview-not-yet = (not yet: { $problem })
# $problem: what is wrong with the step's state (the settings reader's words).
editor-preview-bad-state = (the step's state: { $problem })
editor-views = Views
editor-placeholders = Placeholders
# What { "{" }tour:ID{ "}" } stands for; ID is written as is by the teacher.
editor-ph-tour = the text of the built-in tour's step ID
editor-ph-message = one of ropescope's own texts (the message files' id, e.g. a tour step's), in the learner's language, each of its variables set from a placeholder (speed=speed:0; #4 prints four digits after the point; pair last is d/2 − 1)
editor-placeholders-filter = Find
editor-placeholders-from-step = Added by the tour’s step “{ $title }”

## A step's question.

editor-question = Question
editor-kind-none = none
editor-kind-choice = multiple choice (your answer)
editor-kind-number = a number the core computes
editor-kind-computed = which pair / which method (computed)
editor-prompt = Prompt
editor-explanation = Explanation (shown after the answer)
editor-choices = Choices (one per line)
editor-right-choice = The right choice
editor-choices-first = Type the choices first.
# score and wavelength:3 are placeholder names: keep them as written.
editor-number-answer = The answer: a number placeholder's name (like score or wavelength:3)
editor-tolerance = Tolerance (how far off an answer may be)
editor-computed-answer = The computed answer
editor-choose = choose
# One computed answer in the list: $name its name (as written in a path), $meaning what it is.
editor-computed-option = { $name } ({ $meaning })
editor-hide = Hide until the question is answered
editor-hide-none = No readout on the page gives this answer away.
# A tooltip on a readout that is always hidden.
editor-always-hidden = Always hidden: it shows the answer

# A readout the step may hide: its view's short name, then what it shows.
editor-readout-of-view = { $view }: { $readout }
