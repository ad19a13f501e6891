import { ReactQueryDevtools } from '@tanstack/react-query-devtools'
import { TanStackRouterDevtools } from '@tanstack/react-router-devtools'
import { appQueryClient } from './queryClient'

/** Router and query devtools. Imported only behind `import.meta.env.DEV`, so builds ship none of it. */
export default function Devtools() {
  return (
    <>
      <TanStackRouterDevtools position="bottom-left" />
      <ReactQueryDevtools client={appQueryClient()} buttonPosition="bottom-right" />
    </>
  )
}
