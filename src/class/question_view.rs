//! What the class bar says of the questions, in the reader's language:
//! the open question and its answers, how many have answered (the
//! teacher's), the class's distribution beside the truth once revealed,
//! a student's verdict and score, and the summary of every question.

use btlab_class::protocol::Revealed;

use super::answering::Offered;
use super::asking::Share;
use super::question::ClassQuestion;
use super::Class;
use crate::i18n::{by_count, Lang, Numbers, T};

/// One answer of a question, as the bar shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChoiceFacts {
    /// The answer's key (what the device sends).
    pub key: String,
    /// Its label: a value, a square, yes or no.
    pub label: String,
    /// Whether this student chose it.
    pub chosen: bool,
    /// Once revealed: how many chose it, and their share ("3 answers ·
    /// 42%").
    pub count: Option<String>,
    /// Once revealed, the share as a whole percent (the bar's length).
    pub percent: u32,
    /// Once revealed: whether it is the search's answer.
    pub truth: bool,
}

/// A question as the bar shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuestionFacts {
    /// The question.
    pub text: String,
    /// Its answers.
    pub choices: Vec<ChoiceFacts>,
    /// What is said of it: how many have answered (the teacher's, while
    /// open), the student's answer or verdict, the class's share right.
    pub said: Option<String>,
}

/// The questions' part of the bar.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct QuestionsFacts {
    /// The question open.
    pub open: Option<QuestionFacts>,
    /// The last question revealed, with the class's answers.
    pub revealed: Option<QuestionFacts>,
    /// The student's score, once a question was revealed.
    pub score: Option<String>,
    /// The teacher's: the share right of each question so far.
    pub summary: Option<String>,
}

impl QuestionsFacts {
    /// What the bar says of `class`'s questions in `lang`.
    pub fn of(class: &Class, lang: Lang, numbers: &dyn Numbers) -> QuestionsFacts {
        if class.ticket().is_teacher() {
            teachers(class, lang, numbers)
        } else {
            students(class, lang, numbers)
        }
    }
}

fn teachers(class: &Class, lang: Lang, numbers: &dyn Numbers) -> QuestionsFacts {
    let asking = class.asking();
    let open = asking.open().map(|(_, question)| {
        let (n, of) = (u64::from(asking.answered()), u64::from(class.students()));
        let answered = by_count(numbers, n, T::ClassAnsweredOne, T::ClassAnswered);
        QuestionFacts {
            said: Some(lang.fill(answered, &[&numbers.int(n), &numbers.int(of)])),
            ..asked(question, None, lang)
        }
    });
    let revealed = asking
        .last()
        .map(|(question, revealed)| revealed_facts(question, revealed, None, lang, numbers));
    let summary = (!asking.shares().is_empty()).then(|| summary(asking.shares(), lang, numbers));
    QuestionsFacts {
        open,
        revealed,
        score: None,
        summary,
    }
}

fn students(class: &Class, lang: Lang, numbers: &dyn Numbers) -> QuestionsFacts {
    let answering = class.answering();
    let open = answering.open().map(|offered| {
        let mut facts = offered_facts(offered, lang);
        facts.said = Some(match &offered.chosen {
            Some(chosen) => lang.fill(T::ClassYourAnswer, &[&label_of(offered, chosen, lang)]),
            None => lang.t(T::ClassAnswerKeys).to_string(),
        });
        facts
    });
    let revealed = answering.last().map(|(offered, revealed)| {
        let truth = label_of(offered, &revealed.truth, lang);
        let verdict = match &offered.chosen {
            Some(c) if *c == revealed.truth => T::ClassRight,
            Some(_) => T::ClassWrong,
            None => T::ClassUnanswered,
        };
        let mut facts = match &offered.asked {
            Some(question) => {
                revealed_facts(question, revealed, offered.chosen.as_deref(), lang, numbers)
            }
            None => offered_facts(offered, lang),
        };
        facts.said = Some(lang.fill(verdict, &[&truth]));
        facts
    });
    let (right, answered) = answering.score();
    let score = (answered > 0).then(|| {
        lang.fill(
            T::ClassScore,
            &[&numbers.int(right.into()), &numbers.int(answered.into())],
        )
    });
    QuestionsFacts {
        open,
        revealed,
        score,
        summary: None,
    }
}

/// A question's words and answers, none counted yet.
fn asked(question: &ClassQuestion, chosen: Option<&str>, lang: Lang) -> QuestionFacts {
    let (text, labels) = question.words(lang);
    QuestionFacts {
        text,
        choices: labels
            .into_iter()
            .map(|(key, label)| ChoiceFacts {
                chosen: chosen == Some(key.as_str()),
                key,
                label,
                count: None,
                percent: 0,
                truth: false,
            })
            .collect(),
        said: None,
    }
}

/// A question offered to a student: worked out from the moment where
/// the device could, else its keys.
fn offered_facts(offered: &Offered, lang: Lang) -> QuestionFacts {
    match &offered.asked {
        Some(question) => asked(question, offered.chosen.as_deref(), lang),
        None => QuestionFacts {
            text: String::new(),
            choices: offered
                .choices
                .iter()
                .map(|key| ChoiceFacts {
                    key: key.clone(),
                    label: key.clone(),
                    chosen: offered.chosen.as_ref() == Some(key),
                    count: None,
                    percent: 0,
                    truth: false,
                })
                .collect(),
            said: None,
        },
    }
}

fn label_of(offered: &Offered, key: &str, lang: Lang) -> String {
    offered
        .asked
        .as_ref()
        .map_or_else(|| key.to_string(), |q| q.label(key, lang))
}

/// A revealed question: each answer's count and share beside the truth,
/// and the class's share right.
fn revealed_facts(
    question: &ClassQuestion,
    revealed: &Revealed,
    chosen: Option<&str>,
    lang: Lang,
    numbers: &dyn Numbers,
) -> QuestionFacts {
    let mut facts = asked(question, chosen, lang);
    let total: u32 = revealed.counts.iter().sum();
    let share = |n: u32| {
        if total == 0 {
            0.0
        } else {
            f64::from(n) / f64::from(total)
        }
    };
    let mut right = 0;
    for choice in &mut facts.choices {
        let at = question.choices.iter().position(|c| *c == choice.key);
        let n = at
            .and_then(|i| revealed.counts.get(i))
            .copied()
            .unwrap_or(0);
        let votes = by_count(numbers, n.into(), T::ClassVotesOne, T::ClassVotes);
        let count = lang.fill(votes, &[&numbers.int(n.into())]);
        choice.count = Some(format!("{count} · {}", numbers.percent(share(n))));
        choice.percent = (share(n) * 100.0).round() as u32;
        choice.truth = choice.key == revealed.truth;
        if choice.truth {
            right = n;
        }
    }
    facts.said = Some(lang.fill(T::ClassShareRight, &[&numbers.percent(share(right))]));
    facts
}

fn summary(shares: &[Share], lang: Lang, numbers: &dyn Numbers) -> String {
    let each: Vec<String> = shares
        .iter()
        .map(|s| {
            let share = if s.answered == 0 {
                0.0
            } else {
                f64::from(s.right) / f64::from(s.answered)
            };
            numbers.percent(share)
        })
        .collect();
    lang.fill(T::ClassSummary, &[&each.join(" · ")])
}
