import { useQuery } from '@tanstack/react-query'
import { OPENAPI_URL, openApiQuery } from '../../api/openapi'
import { ErrorNotice } from '../../components/page-status'
import { formatList } from '../../i18n/format-list'
import { m } from '../../paraglide/messages'

/** A readable rendering of the OpenAPI document, one section per operation; no outside assets. */
export function ApiReference() {
  const query = useQuery(openApiQuery())
  if (query.isPending)
    return (
      <p role="status" className="muted">
        {m.common_loading()}
      </p>
    )
  if (query.isError) return <ErrorNotice message={m.api_reference_load_failed()} onRetry={() => void query.refetch()} />
  const operations = Object.entries(query.data.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  )
  return (
    <>
      <p className="tagline">
        {m.api_reference_intro()} <a href={OPENAPI_URL}>{OPENAPI_URL}</a>
      </p>
      {operations.map(({ path, method, op }) => (
        <section key={op.operationId} aria-labelledby={`op-${op.operationId}`} className="api-operation">
          <h2 id={`op-${op.operationId}`}>
            <code>
              {method} {path}
            </code>
          </h2>
          <p>{op.summary}</p>
          <p className="muted">{m.api_reference_scopes({ scopes: formatList(op['x-scopes']) })}</p>
          {op.parameters.length > 0 ? (
            <>
              <h3>{m.api_reference_parameters()}</h3>
              <ul>
                {op.parameters.map((p) => (
                  <li key={`${p.in}:${p.name}`}>
                    <code>{p.name}</code> ({p.in}
                    {p.required ? `, ${m.api_reference_parameter_required()}` : ''})
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {op.requestBody ? (
            <>
              <h3>{m.api_reference_request_body()}</h3>
              <p>
                <code>{Object.keys(op.requestBody.content).join(', ')}</code>
              </p>
            </>
          ) : null}
          <h3>{m.api_reference_responses()}</h3>
          <ul>
            {Object.entries(op.responses).map(([status, response]) => (
              <li key={status}>
                <code>{status}</code> {response.description}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}
