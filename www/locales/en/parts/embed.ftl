# "Embed in a course page": the embed builder (teacher-facing).

embed-intro = An iframe with the current settings for a course page, and the script that sizes it and hears the learner's answers.
embed-views = Views to show
embed-no-view = No view ticked: the embed shows the compasses, its default.
embed-controls = Controls to show
embed-locked = Fixed by the course page (locked)
# The sentence control's label in the lists of controls (the others are URL keys).
embed-sentence = sentence
embed-xapi = Send xAPI statements (answers, steps, completion) to the course page
embed-origin = Course page origin (optional)
embed-origin-hint = The widget then talks only to that page.
embed-origin-bad = Not an origin: scheme, host and port only, like https://course.example.org.
embed-copied = Embed code copied.
embed-copy-refused = Could not copy (the browser refused the clipboard): select the code below.
embed-copy = Copy embed code
embed-open = Open this embed
# The text box holding the code (screen readers).
embed-code = Embed code
