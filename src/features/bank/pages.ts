/** The bank browser of 选题 (/edit), loaded with its route (React.lazy in src/app), never by the shell. */
export { QuestionBrowser, type QuestionBrowserProps } from './components/question-browser';
