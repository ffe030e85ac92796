import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {PLATFORM_SCOPES} from '@site/src/data/platforms';
import {APP_SETTINGS, type AppSetting} from '@site/src/data/settings';

/** The description, with the words of `see` linked to their setup entry. */
function Description({description, see}: AppSetting): ReactNode {
  const at = see ? description.indexOf(see.words) : -1;
  if (!see || at < 0) return description;
  return (
    <>
      {description.slice(0, at)}
      <Link to={`#${see.anchor}`}>{see.words}</Link>
      {description.slice(at + see.words.length)}
    </>
  );
}

/** The app's settings with what each does and where it exists, from src/data/settings.ts. */
export default function SettingsTable({settings = APP_SETTINGS}: {settings?: readonly AppSetting[]}): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Setting</th>
          <th scope="col">What it does</th>
          <th scope="col">Where</th>
        </tr>
      </thead>
      <tbody>
        {settings.map((setting) => (
          <tr key={setting.name}>
            <th scope="row">{setting.name}</th>
            <td>
              <Description {...setting} />
            </td>
            <td>{PLATFORM_SCOPES[setting.scope].label}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
