import type { ModuleRoutes } from '../../../app/kernel/requests/module-routes'

/** Routes of the blog area; `file` is relative to modules/social (e.g. 'blog/routes/x.tsx'). */
export default {
  localized: [
    { id: 'news', path: 'news', file: 'blog/routes/news.tsx' },
    { id: 'feed-id', path: 'feed/:id', file: 'blog/routes/feed.tsx' },
    { id: 'blog', path: 'blog', file: 'blog/routes/blog.tsx' },
    { id: 'blog-url', path: 'blog/:url', file: 'blog/routes/blog-post.tsx' },
    { id: 'content-posts', path: 'content/posts', file: 'blog/routes/content.posts.tsx' },
    { id: 'content-post', path: 'content/posts/:id', file: 'blog/routes/content.post.tsx' },
    { id: 'content-images', path: 'content/images', file: 'blog/routes/content.images.tsx' },
    { id: 'content-files', path: 'content/files', file: 'blog/routes/content.files.tsx' },
  ],
  api: [
    { id: 'image-post', path: 'image/post/:file', file: 'blog/routes/image.post.ts' },
    // /image/:file has one segment after /image, so it never takes /image/post/…, /image/team/… (routes.test.ts).
    { id: 'content-image', path: 'image/:file', file: 'blog/routes/image.ts' },
    { id: 'content-file', path: 'file/:id', file: 'blog/routes/file.ts' },
  ],
} satisfies ModuleRoutes
