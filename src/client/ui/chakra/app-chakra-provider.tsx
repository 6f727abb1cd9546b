import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { createAppSystem } from '../system.ts'

let system: ReturnType<typeof createAppSystem> | undefined
/** Turning the theme into CSS variables is costly: once, when the first Chakra screen draws. */
const appSystem = () => (system ??= createAppSystem())

/** Chakra's provider with the app's theme (src/client/ui/system.ts). */
export function AppChakraProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={appSystem()}>{children}</ChakraProvider>
}
