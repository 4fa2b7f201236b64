import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { connectCsrfToken, createQueryClient } from './api/query-client'
import { App } from './app'
import { createAppRouter } from './router'
import './styles.css'

const queryClient = createQueryClient()
connectCsrfToken(queryClient)
const router = createAppRouter(queryClient)

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
)
