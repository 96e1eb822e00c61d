# Shared by every part of the widget.

# What joins two sentences built from separate messages (a space; nothing in Chinese).
i18n-sentence-gap = { " " }
# The language menu's label.
language-label = Language
