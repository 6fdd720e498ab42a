// @sikka/shared/domain/blogForm (spec §5 "Blog form"): the back office's blog form rules. An entry of
// its own, apart from domain/blogPosts, because it needs zod: the public blog pages read posts only, and
// building the schema while a post hydrated cost a phone about 60 ms.
export { blogPostFormSchema, type BlogPostFormValues } from './schema';
