// @sikka/shared/markdown: the safe markdown renderer (blog posts and the blog editor's preview).
export { Markdown, type MarkdownProps } from './Markdown';
export { isExternalLink, safeUrl } from './safeUrl';
