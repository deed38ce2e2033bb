import { ApiFailure, messageOf } from './api';

/**
 * The API's refusal in its own words, in role=alert. Its message names the first three fields it
 * refused; where there are more, every one is listed under it.
 */
export function Failure({ error }: { error: unknown }) {
  return (
    <div role="alert" className="error">
      <p>{messageOf(error)}</p>
      {error instanceof ApiFailure && error.issues.length > 3 && (
        <ul>
          {error.issues.map((issue) => (
            <li key={issue.path}>
              {issue.path}: {issue.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
