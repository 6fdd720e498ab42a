-- The blog editor's rules, refused by the database too (issue 28 item 18), the twins of
-- blogPostFormSchema in @sikka/shared/domain/blogPosts (schema.ts):
--
-- 1. A meta description is at most 160 characters (spec §9: the page's meta tag carries the first 160;
--    the editor counted '230/160' and saved it). Rows written before keep what the page showed of
--    them: their first 160 characters.
-- 2. A cover is an https address (the editor's hint and message say https://; http was accepted), or
--    http on this machine's loopback, where the local stack serves its storage and the demo's covers.
--    NOT VALID: a cover written before on plain http elsewhere is not rewritten (the image may not be
--    served over https); every insert and update is checked, so the editor asks for an https one
--    when that post is next saved.

update public.blog_posts set meta_description = left(meta_description, 160) where char_length(meta_description) > 160;
alter table public.blog_posts
  add constraint blog_posts_meta_description_length check (char_length(meta_description) <= 160);

alter table public.blog_posts drop constraint blog_posts_cover_image_url;
alter table public.blog_posts
  add constraint blog_posts_cover_image_url check (
    cover_image ~* '^https://[^\s/?#]+\S*$'
    or cover_image ~* '^http://(localhost|127\.0\.0\.1|\[::1\])([:/?#]\S*)?$'
  ) not valid;
