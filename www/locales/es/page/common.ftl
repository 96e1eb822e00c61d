i18n-sentence-gap = { " " }
language-label = Idioma
