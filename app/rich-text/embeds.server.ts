// Embeds (docs/product.md#kernel-rich-text). Images are not loaded from other sites (the CSP forbids it and the page must not leak the
// reader to a third party), so anything that lives elsewhere becomes a link the reader chooses to follow.

import { h } from 'hastscript'
import type { Captions } from './captions'
import type { Element, ElementContent, Root } from './hast'
import {
  type VideoSite,
  displayHost,
  externalUrl,
  isInstagram,
  isSameOrigin,
  mediaSrc,
  videoSite,
  watchUrl,
} from './urls.server'

/** rel of every link to another site: no window.opener, no referrer, no endorsement for search engines. */
export const EXTERNAL_REL = ['noopener', 'noreferrer', 'nofollow']

type EmbedKind = 'video' | 'form' | 'instagram'

// The keyword must end the alt or be followed by a non-letter, so `formula` or `videoaula` stay images.
const EMBED_ALT = /^(video|form|instagram)(?![\p{L}])[\s:|–—-]*(.*)$/isu

/** `video: Intro` → {kind: 'video', title: 'Intro'}; null for an ordinary image. */
export function embedOf(alt: string): { kind: EmbedKind; title: string } | null {
  const m = EMBED_ALT.exec(alt.trim())
  if (!m) return null
  return { kind: m[1].toLowerCase() as EmbedKind, title: m[2].trim() }
}

function text(value: string): ElementContent[] {
  return value ? [{ type: 'text', value }] : []
}

function card(
  href: string,
  modifier: string,
  icon: string,
  caption: string,
  title: string,
  host: string,
): Element {
  return h('a', { className: ['rich-embed', `rich-embed--${modifier}`], href, rel: EXTERNAL_REL }, [
    h('span', { className: ['rich-embed__icon'], ariaHidden: 'true' }, icon),
    h('span', { className: ['rich-embed__body'] }, [
      h('span', { className: ['rich-embed__caption'] }, caption),
      title ? h('span', { className: ['rich-embed__title'] }, title) : null,
      h('span', { className: ['rich-embed__host'] }, host),
    ]),
  ])
}

function videoEmbed(src: string, title: string, captions: Captions): ElementContent[] {
  const media = mediaSrc(src)
  if (media) {
    return [
      h(
        'video',
        {
          className: ['rich-video'],
          controls: true,
          preload: 'none',
          src: media,
          ariaLabel: title || undefined,
        },
        // Only browsers without <video> show this.
        [h('a', { href: media }, captions.downloadVideo)],
      ),
    ]
  }
  const url = externalUrl(src)
  // Same site but not our media: never loaded, never linked (it may be a GET that acts).
  if (!url) return text(title)
  const site: VideoSite | null = videoSite(url)
  const href = site ? watchUrl(url) : url.href
  return [card(href, 'video', '▶', captions.watchVideo, title, displayHost(new URL(href)))]
}

function formEmbed(src: string, title: string, captions: Captions): ElementContent[] {
  const url = externalUrl(src)
  if (!url && !isSameOrigin(src)) return text(title)
  return [
    h(
      'a',
      {
        className: ['button', 'rich-embed--form'],
        href: url ? url.href : src,
        target: '_blank',
        rel: url ? EXTERNAL_REL : ['noopener'],
        title: title || undefined,
      },
      [captions.openForm, h('span', { className: ['visually-hidden'] }, ` ${captions.newTab}`)],
    ),
  ]
}

/**
 * What an <img> (already sanitised: src is relative or http(s)) becomes. Inside a link nothing interactive
 * may be added, so embeds and foreign images shrink to their alt text there.
 */
export function rewriteImage(img: Element, captions: Captions, inLink: boolean): ElementContent[] {
  const src = typeof img.properties.src === 'string' ? img.properties.src : ''
  const alt = typeof img.properties.alt === 'string' ? img.properties.alt : ''
  const embed = embedOf(alt)
  if (!src) return text(alt)
  const media = mediaSrc(src)
  if (inLink) {
    if (!embed && media) return [lazy(img, media)]
    return text(embed?.title || alt)
  }
  if (embed?.kind === 'video') return videoEmbed(src, embed.title, captions)
  if (embed?.kind === 'form') return formEmbed(src, embed.title, captions)
  const external = externalUrl(src)
  if (embed?.kind === 'instagram' && external && isInstagram(external))
    return [card(external.href, 'instagram', '↗', captions.instagramPost, embed.title, 'instagram.com')]
  if (media) return [lazy(img, media)]
  // Our own site outside the media paths (`/api/…`, `/br/logout`, `../x`): only the alt text.
  if (!external) return text(alt)
  return [
    h(
      'a',
      { className: ['rich-image-link'], href: external.href, rel: EXTERNAL_REL },
      alt || captions.openImage,
    ),
  ]
}

function lazy(img: Element, src: string): Element {
  img.properties.src = src
  img.properties.loading = 'lazy'
  img.properties.decoding = 'async'
  return img
}

/**
 * Author HTML often embeds YouTube or Vimeo with an <iframe> (the old platform did). Before sanitising, such
 * iframes become `![video](src)` images, so they turn into the same link card; every other iframe is dropped.
 */
export function iframesToVideoImages(node: Root | Element): void {
  for (const [i, child] of node.children.entries()) {
    if (child.type !== 'element') continue
    if (child.tagName !== 'iframe') {
      iframesToVideoImages(child)
      continue
    }
    const src = typeof child.properties.src === 'string' ? child.properties.src : ''
    const url = externalUrl(src)
    if (!url || !videoSite(url)) continue
    const title = typeof child.properties.title === 'string' ? child.properties.title : ''
    node.children[i] = h('img', { src: url.href, alt: title ? `video: ${title}` : 'video' })
  }
}
