import { createContext, useContext } from 'react'

// The CSP nonce of this response (Epic Stack's pattern): entry.server provides it, <Scripts> and the editor's
// <style> tags use it. On the client it is '' — browsers hide nonces from the DOM, and scripts that already
// ran need none.
const NonceContext = createContext<string>('')

export const NonceProvider = NonceContext.Provider

export const useNonce = () => useContext(NonceContext)
