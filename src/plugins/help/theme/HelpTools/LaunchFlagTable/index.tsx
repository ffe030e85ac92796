import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDataText from '@site/src/i18n/useDataText';
import {LAUNCH_FLAGS, type LaunchFlag} from '@site/src/data/settings';

/** The desktop app's launch flags and what each does, from src/data/settings.ts. */
export default function LaunchFlagTable({flags = LAUNCH_FLAGS}: {flags?: readonly LaunchFlag[]}): ReactNode {
  const t = useDataText();
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">
            <Translate id="help.launchFlagTable.flag" description="Column header">
              Flag
            </Translate>
          </th>
          <th scope="col">
            <Translate id="help.table.whatItDoes" description="Column header of the settings and launch flag tables">
              What it does
            </Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {flags.map(({flag, description}) => (
          <tr key={flag}>
            <th scope="row">
              <code>{flag}</code>
            </th>
            <td>{t(description)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
