import type { PaperDoc, PaperQuestion, PaperSettings, QuestionCardOptions } from '../../../layout';
import {
  moveQuestion,
  moveSection,
  removeQuestion,
  renameSection,
  replaceQuestion,
  setPartScore,
  setScore,
  setSectionScore,
} from '../../../shared/paper';
import { cardValid, groupQuestions, setQuestionCard, tidyGroups, ungroup } from './card-options';

/** A change the teacher makes in /edit or /paperset. */
export type ComposeAction =
  | { type: 'moveSection'; sectionId: string; to: number }
  | { type: 'moveQuestion'; id: string; sectionId: string; to: number }
  | { type: 'setScore'; id: string; score: number }
  | { type: 'setPartScore'; id: string; part: number; score: number }
  | { type: 'setSectionScore'; sectionId: string; score: number }
  | { type: 'renameSection'; sectionId: string; title: string }
  | { type: 'removeQuestion'; id: string }
  | { type: 'replaceQuestion'; id: string; next: Omit<PaperQuestion, 'no' | 'score' | 'id'> }
  | { type: 'setSettings'; settings: PaperSettings }
  | { type: 'setCard'; id: string; card: QuestionCardOptions }
  | { type: 'groupQuestions'; ids: string[] }
  | { type: 'ungroup'; group: string };

const validScore = (score: number) => Number.isFinite(score) && score >= 0 && score <= 200;

/**
 * Applies a change to the paper with the shared composition rules; invalid input is ignored. A
 * 选做 group left with one question (after a removal or 换一题) is dissolved.
 */
export function composeDoc(doc: PaperDoc, action: ComposeAction): PaperDoc {
  const next = apply(doc, action);
  return next === doc ? doc : tidyGroups(next);
}

function apply(doc: PaperDoc, action: ComposeAction): PaperDoc {
  switch (action.type) {
    case 'moveSection':
      return moveSection(doc, action.sectionId, action.to);
    case 'moveQuestion':
      return moveQuestion(doc, action.id, action.sectionId, action.to);
    case 'setScore':
      return validScore(action.score) ? setScore(doc, action.id, action.score) : doc;
    case 'setPartScore':
      return validScore(action.score)
        ? setPartScore(doc, action.id, action.part, action.score)
        : doc;
    case 'setSectionScore':
      return validScore(action.score) ? setSectionScore(doc, action.sectionId, action.score) : doc;
    case 'renameSection': {
      const title = action.title.trim();
      return title && title.length <= 30 ? renameSection(doc, action.sectionId, title) : doc;
    }
    case 'removeQuestion':
      return removeQuestion(doc, action.id);
    case 'replaceQuestion':
      return replaceQuestion(doc, action.id, action.next);
    case 'setSettings':
      return { ...doc, settings: action.settings };
    case 'setCard':
      return cardValid(action.card) ? setQuestionCard(doc, action.id, action.card) : doc;
    case 'groupQuestions':
      return groupQuestions(doc, action.ids);
    case 'ungroup':
      return ungroup(doc, action.group);
  }
}
