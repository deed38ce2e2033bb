import { Shell } from './Shell';

export function App() {
  return <Shell />;
}
