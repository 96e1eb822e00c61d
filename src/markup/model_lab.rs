//! The real-model lab's results as HTML strings.
//!
//! Decision: the same markup as Leptos `view!` trees cost 24 KB gzip of the default page's wasm
//! (measured), for a panel most visitors never open; strings are built by tested code instead,
//! and every text in them (token texts come from the learner's input) goes through
//! `html_escape`. The numbers come from the core's `rope::view::model_lab`.

use crate::msg;
use crate::rope::base::i18n::{Arg, Msg};
use crate::rope::base::num::num;
use crate::rope::settings::model_run::BASE;
use crate::rope::view::model_lab::{Comparison, Energy};
use crate::share::html_escape as esc;

/// A token's text as the lab shows it: in quotes, with its leading space visible.
fn token_html(text: &str) -> String {
    format!(
        "<code class=\"token-text\">{}</code>",
        esc(&format!("{text:?}"))
    )
}

/// The verdict, the list of differences and the two columns (predictions and mean loss,
/// yours and as trained), with the test hooks `next-token` / `next-token-trained` (in rank
/// order, each with `data-token-id`) and `mean-loss` / `mean-loss-trained`.
/// A message escaped as HTML, with `html` put in place of its variable `slot` (markup the
/// message's words surround: the words are escaped, the markup is not).
fn with_markup(tr: &dyn Fn(&Msg) -> String, m: Msg, slot: &'static str, html: &str) -> String {
    const MARK: &str = "\u{e000}";
    esc(&tr(&m.arg(slot, MARK))).replace(MARK, html)
}

/// `tr` turns the texts into the learner's words (the UI's `tf`; `en` in tests).
pub fn comparison_html(c: &Comparison, tr: &dyn Fn(&Msg) -> String) -> String {
    let loss = |v: Option<f64>| v.map_or("–".to_string(), |x| num(x, 4));
    let list = |yours: bool| -> String {
        let testid = if yours {
            "next-token"
        } else {
            "next-token-trained"
        };
        c.predictions
                .iter()
                .filter_map(|r| if yours { r.yours.as_ref() } else { r.trained.as_ref() })
                .map(|p| {
                    format!(
                        "<li data-testid=\"{testid}\" data-token-id=\"{}\">{} <span class=\"prob\">{}%</span></li>",
                        p.id,
                        token_html(&p.text),
                        num(100.0 * p.prob, 1)
                    )
                })
                .collect()
    };
    let column = |title: &str, testid: &str, mean: Option<f64>, yours: bool| {
        let strong = format!("<strong data-testid=\"{testid}\">{}</strong>", loss(mean));
        format!(
            "<div><h3>{}</h3><p>{}</p><p>{}</p><ol class=\"predictions\">{}</ol></div>",
            esc(title),
            with_markup(tr, msg!("model-mean-loss"), "loss", &strong),
            esc(&tr(&msg!("model-next-token"))),
            list(yours)
        )
    };
    let differences: String = c
        .differences
        .iter()
        .map(|d| format!("<li>{}</li>", esc(&tr(d))))
        .collect();
    format!(
            "<p class=\"readout\" data-testid=\"model-verdict\">{}</p><ul class=\"model-differences\">{differences}</ul><div class=\"model-columns\">{}{}</div>",
            esc(&tr(&c.verdict)),
            column(&tr(&msg!("model-column-yours")), "mean-loss", c.mean_loss, true),
            column(
                &tr(&msg!("model-column-trained", base = Arg::num(num(BASE, 0), BASE))),
                "mean-loss-trained",
                c.trained_mean_loss,
                false
            ),
        )
}

/// The rows of the per-token loss table.
pub fn loss_rows_html(c: &Comparison) -> String {
    c.losses
            .iter()
            .map(|r| {
                format!(
                    // i18n: HTML markup, no words
                    "<tr data-testid=\"token-loss\"><th scope=\"row\">{}</th><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
                    r.position,
                    token_html(&r.token),
                    token_html(&r.next),
                    num(r.yours, 3),
                    r.trained.map(|t| num(t, 3)).unwrap_or_default()
                )
            })
            .collect()
}

/// The rows of the energy table.
pub fn energy_rows_html(e: &Energy) -> String {
    e.rows
            .iter()
            .map(|r| {
                format!(
                    // i18n: HTML markup, no words
                    "<tr data-testid=\"energy-row\"><th scope=\"row\">{}</th><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
                    r.pair,
                    num(r.wavelength, 1),
                    num(r.q, 4),
                    num(r.k, 4),
                    num(r.q_all, 4),
                    num(r.k_all, 4)
                )
            })
            .collect()
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::rope::base::i18n::en;
    use crate::rope::settings::config::Config;
    use crate::rope::settings::model_run::tests::fixture;
    use crate::rope::view::model_lab::{comparison, energy};
    use crate::rope::view::scene::Scene;

    #[test]
    fn the_html_has_the_hooks_in_rank_order_and_escapes_every_text() {
        let mut run = fixture();
        run.tokens[0] = "<img src=x onerror=alert(1)>".into();
        run.top[0].text = "\"&<b>".into();
        let c = Config::from_query("qk=model&base=5000").unwrap().config;
        let s = Scene::with_run(&c, Some(Arc::new(run.clone())));
        let cmp = comparison(&s, Some(&run)).unwrap();
        let html = comparison_html(&cmp, &en) + &loss_rows_html(&cmp);
        assert!(!html.contains("<img") && !html.contains("<b>"), "{html}");
        assert!(html.contains("&lt;img src=x onerror=alert(1)&gt;"));
        let ids: Vec<String> = html
            .split("data-testid=\"next-token\" data-token-id=\"")
            .skip(1)
            .map(|rest| rest.split('"').next().unwrap().to_string())
            .collect();
        let want: Vec<String> = run.top.iter().map(|p| p.id.to_string()).collect();
        assert_eq!(ids, want);
        assert!(html.contains(&format!(
            "data-testid=\"mean-loss\">{}</strong>",
            num(run.mean_loss.unwrap(), 4)
        )));
        assert_eq!(
            html.matches("data-testid=\"token-loss\"").count(),
            run.ids.len() - 1
        );
        assert!(html.contains("base 5000 (trained: 100000)"));
        assert!(html.contains("<p>Mean next-token loss: <strong data-testid=\"mean-loss\">"));
        assert!(html.contains("<h3>As trained (base 100000, interleaved)</h3>"));
        let e = energy(&s).unwrap();
        assert_eq!(energy_rows_html(&e).matches("<tr ").count(), 32);
    }
}
