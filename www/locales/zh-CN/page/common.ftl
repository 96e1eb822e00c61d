i18n-sentence-gap = { "" }
language-label = 语言
