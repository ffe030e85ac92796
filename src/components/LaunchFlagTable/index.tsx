import type {ReactNode} from 'react';
import {LAUNCH_FLAGS, type LaunchFlag} from '@site/src/data/settings';

/** The desktop app's launch flags and what each does, from src/data/settings.ts. */
export default function LaunchFlagTable({flags = LAUNCH_FLAGS}: {flags?: readonly LaunchFlag[]}): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Flag</th>
          <th scope="col">What it does</th>
        </tr>
      </thead>
      <tbody>
        {flags.map(({flag, description}) => (
          <tr key={flag}>
            <th scope="row">
              <code>{flag}</code>
            </th>
            <td>{description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
