//! Enums whose variants have fixed names (URL values, menu values). Each name is written once,
//! in a [`named_enum!`] declaration, which generates both directions (variant -> name, name ->
//! variant) and the list of variants, so they can never disagree.

/// Declares an enum whose every variant has a name, and generates for it:
/// - `ALL`: every variant, in declaration order;
/// - `as_str(self)`: the variant's name;
/// - `parse(&str)`: the variant with exactly that name (`None` otherwise);
/// - `expected()`: the accepted names in words, for error messages ("a or b", "one of a, b, c");
/// - `Display`, which writes the name.
///
/// ```text
/// named_enum! {
///     #[derive(Debug, Clone, Copy, PartialEq, Eq)]
///     pub enum Theme { Auto = "auto", Light = "light", Dark = "dark" }
/// }
/// ```
macro_rules! named_enum {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $(
                $(#[$vmeta:meta])*
                $variant:ident = $text:literal
            ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis enum $name {
            $(
                $(#[$vmeta])*
                $variant,
            )+
        }

        impl $name {
            /// Every variant, in declaration order.
            pub const ALL: [$name; <[&str]>::len(&[$($text),+])] = [$($name::$variant),+];

            /// The variant's name.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $text,)+
                }
            }

            /// The variant named exactly `s`.
            pub fn parse(s: &str) -> Option<$name> {
                match s {
                    $($text => Some($name::$variant),)+
                    _ => None,
                }
            }

            /// The accepted names, in words (for "expected ..." messages).
            pub fn expected() -> String {
                $crate::rope::base::named::one_of(&[$($text),+])
            }

            /// The accepted names as a message ([`one_of_msg`](crate::rope::base::named::one_of_msg)).
            pub fn expected_msg() -> $crate::rope::base::i18n::Msg {
                $crate::rope::base::named::one_of_msg(&[$($text),+])
            }
        }

        impl $crate::rope::base::named::Named for $name {
            fn name(self) -> &'static str {
                self.as_str()
            }
            fn from_name(s: &str) -> Option<Self> {
                $name::parse(s)
            }
            fn names() -> String {
                $name::expected()
            }
            fn names_msg() -> $crate::rope::base::i18n::Msg {
                $name::expected_msg()
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

pub(crate) use named_enum;

/// What [`named_enum!`] gives every such enum, for code generic over them (the config's codecs).
pub trait Named: Sized + Copy {
    fn name(self) -> &'static str;
    fn from_name(s: &str) -> Option<Self>;
    /// The accepted names, in words.
    fn names() -> String;
    /// The accepted names, as a message.
    fn names_msg() -> crate::rope::base::i18n::Msg;
}

/// [`one_of`] as a message: `$n` names, the first two (`$first`, `$second`) and the list.
pub fn one_of_msg(names: &[&str]) -> crate::rope::base::i18n::Msg {
    crate::msg!(
        "limit-one-of",
        n = names.len(),
        first = names.first().copied().unwrap_or_default(),
        second = names.get(1).copied().unwrap_or_default(),
        list = names.join(", ")
    )
}

/// `"a"`, `"a or b"`, `"one of a, b, c"`.
pub fn one_of(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => (*one).to_string(),
        [a, b] => format!("{a} or {b}"),
        _ => format!("one of {}", names.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    named_enum! {
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        enum Colour {
            /// Documented variant.
            Red = "red",
            DarkBlue = "dark_blue",
        }
    }

    #[test]
    fn names_round_trip_and_unknown_names_are_none() {
        assert_eq!(Colour::ALL, [Colour::Red, Colour::DarkBlue]);
        for c in Colour::ALL {
            assert_eq!(Colour::parse(c.as_str()), Some(c));
            assert_eq!(c.to_string(), c.as_str());
        }
        assert_eq!(Colour::DarkBlue.as_str(), "dark_blue");
        for bad in ["", "Red", " red", "red ", "blue"] {
            assert_eq!(Colour::parse(bad), None, "{bad:?}");
        }
        assert_eq!(Colour::expected(), "red or dark_blue");
        let en = crate::rope::base::i18n::en;
        assert_eq!(en(&Colour::expected_msg()), "red or dark_blue");
        for names in [&["a"][..], &["a", "b", "c"][..]] {
            assert_eq!(en(&one_of_msg(names)), one_of(names));
        }
    }

    #[test]
    fn one_of_reads_as_english() {
        assert_eq!(one_of(&["a"]), "a");
        assert_eq!(one_of(&["a", "b"]), "a or b");
        assert_eq!(one_of(&["a", "b", "c"]), "one of a, b, c");
    }
}
