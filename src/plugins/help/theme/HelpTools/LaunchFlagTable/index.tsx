import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {rowsOf} from '../rows';

type FlagProps = {
  /** The flag as the desktop app reads it. */
  flag: string;
  /** What it does. */
  children: ReactNode;
};

/** One row of `<LaunchFlagTable>`; it renders nothing by itself. */
export function LaunchFlag(_props: FlagProps): ReactNode {
  return null;
}

/** The desktop app's launch flags and what each does, written in the setup doc as `<LaunchFlag>` rows. */
export default function LaunchFlagTable({children}: {children: ReactNode}): ReactNode {
  const flags = rowsOf(children, LaunchFlag, 'LaunchFlagTable');
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">
            {translate({id: 'help.launchFlagTable.flag', message: 'Flag', description: 'Column header'})}
          </th>
          <th scope="col">
            <Translate id="help.table.whatItDoes" description="Column header of the settings and launch flag tables">
              What it does
            </Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {flags.map(({flag, children}) => (
          <tr key={flag}>
            <th scope="row">
              <code>{flag}</code>
            </th>
            <td>{children}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
