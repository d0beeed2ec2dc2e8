/** A positive id from the URL, else the page does not exist. */
export function idParam(param: string | undefined): number {
  const id = /^[1-9]\d{0,8}$/.test(param ?? '') ? Number(param) : 0
  if (!id) throw new Response('Not Found', { status: 404 })
  return id
}

export const notFound = () => new Response('Not Found', { status: 404 })
