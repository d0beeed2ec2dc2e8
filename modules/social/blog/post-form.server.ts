// The blog post forms of the content pages: the short "new post" form and the full edit form.
import { parseWithZod } from '@conform-to/zod'
import { z } from 'zod'
import { richTextBounds } from '~/app/rich-text/field'
import { BLOG_TAGS, BLOG_VISIBILITIES } from '~/db/schema-social'
import { POST_TEXT_MAX, SLUG_MAX, TITLE_MAX } from './types'

/** docs/product.md#social-feed-and-blog: the post's address is a slug — lower-case letters, digits and hyphens. */
export const SLUG = /^[a-z0-9][a-z0-9-]*$/
export { POST_TEXT_MAX, SLUG_MAX, TITLE_MAX }

export interface PostFormValues {
  url: string
  title_br: string
  title_gb: string
  text: string
  tag: string
  visibility: string
  is_tutorial: boolean
  is_assistant_knowledge: boolean
}

export type PostFormErrors = Partial<Record<keyof PostFormValues | 'image' | 'confirm' | 'form', string[]>>

const slug = z
  .string({ required_error: 'required' })
  .trim()
  .min(1, 'required')
  .max(SLUG_MAX, 'slug')
  .regex(SLUG, 'slug')
const titleBr = z.string({ required_error: 'required' }).trim().min(1, 'required').max(TITLE_MAX, 'tooLong')
const pick = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { errorMap: () => ({ message: 'invalid' }) })

const newPostSchema = z.object({ url: slug, title_br: titleBr })

const postSchema = z.object({
  url: slug,
  title_br: titleBr,
  title_gb: z.string().trim().max(TITLE_MAX, 'tooLong').optional(),
  // The post page renders it as rich text (issue 15, item 2): codes `richTextTooDeep`… of manage.errors.
  text: richTextBounds(z.string().max(POST_TEXT_MAX, 'tooLong')).optional(),
  tag: pick(BLOG_TAGS),
  visibility: pick(BLOG_VISIBILITIES),
  is_tutorial: z.literal('on').optional(),
  is_assistant_knowledge: z.literal('on').optional(),
  remove_image: z.literal('on').optional(),
})

export interface PostInput {
  url: string
  title_br: string
  title_gb: string | null
  text: string
  tag: (typeof BLOG_TAGS)[number]
  visibility: (typeof BLOG_VISIBILITIES)[number]
  is_tutorial: boolean
  is_assistant_knowledge: boolean
  remove_image: boolean
}

const str = (formData: FormData, name: string) => {
  const v = formData.get(name)
  return typeof v === 'string' ? v : ''
}

export function postValues(formData: FormData): PostFormValues {
  return {
    url: str(formData, 'url'),
    title_br: str(formData, 'title_br'),
    title_gb: str(formData, 'title_gb'),
    text: str(formData, 'text'),
    tag: str(formData, 'tag'),
    visibility: str(formData, 'visibility'),
    is_tutorial: formData.get('is_tutorial') === 'on',
    is_assistant_knowledge: formData.get('is_assistant_knowledge') === 'on',
  }
}

function errorsOf(error: Record<string, string[] | null> | null | undefined): PostFormErrors {
  const errors: PostFormErrors = {}
  for (const [key, list] of Object.entries(error ?? {}))
    if (list?.length) errors[key as keyof PostFormErrors] = list
  return errors
}

/** The content list's "new post": address and Portuguese title; the rest is edited on the post's page. */
export function parseNewPostForm(formData: FormData) {
  const values = postValues(formData)
  const submission = parseWithZod(formData, { schema: newPostSchema })
  if (submission.status !== 'success')
    return { ok: false as const, values, errors: errorsOf(submission.error) }
  return { ok: true as const, values, input: submission.value }
}

export function parsePostForm(formData: FormData) {
  const values = postValues(formData)
  const submission = parseWithZod(formData, { schema: postSchema })
  if (submission.status !== 'success')
    return { ok: false as const, values, errors: errorsOf(submission.error) }
  const v = submission.value
  const input: PostInput = {
    url: v.url,
    title_br: v.title_br,
    title_gb: v.title_gb ? v.title_gb : null,
    text: v.text ?? '',
    tag: v.tag,
    visibility: v.visibility,
    is_tutorial: v.is_tutorial === 'on',
    is_assistant_knowledge: v.is_assistant_knowledge === 'on',
    remove_image: v.remove_image === 'on',
  }
  return { ok: true as const, values, input }
}
