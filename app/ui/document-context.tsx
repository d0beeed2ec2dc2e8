import { createContext, useContext } from 'react'

// What entry.server knows about this response and the document needs (Epic Stack's NonceProvider pattern).
// On the client the nonce is empty (browsers hide it from the DOM; scripts that ran need none) and the status
// comes from the errors Remix serialised, so a hydrated error page keeps its title.

/** The CSP nonce: <Scripts> and the editor's <style> tags use it. */
const NonceContext = createContext<string>('')
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)

/** The HTTP status: an error page (from any route's boundary) gets its own <title>. */
const StatusContext = createContext<number>(200)
export const StatusProvider = StatusContext.Provider
export const useResponseStatus = () => useContext(StatusContext)
