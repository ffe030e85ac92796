import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useOptionalAccordionGroup} from '../AccordionGroup/context';
import {PLATFORM_SCOPES, platformLabel} from '@site/src/data/platforms';
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

/**
 * The app's settings with what each does and where it exists, from
 * src/data/settings.ts. Once the visitor's platform is known (inside a help
 * entry), the settings that exist there come first; the others stay listed.
 */
export default function SettingsTable({settings = APP_SETTINGS}: {settings?: readonly AppSetting[]}): ReactNode {
  const platform = useOptionalAccordionGroup()?.platform ?? null;
  const existsThere = (setting: AppSetting) =>
    platform ? PLATFORM_SCOPES[setting.scope].platforms.includes(platform) : true;
  const rows = platform
    ? [...settings.filter(existsThere), ...settings.filter((setting) => !existsThere(setting))]
    : settings;
  return (
    <table>
      {platform && <caption>The settings of {platformLabel(platform)} first.</caption>}
      <thead>
        <tr>
          <th scope="col">Setting</th>
          <th scope="col">What it does</th>
          <th scope="col">Where</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((setting) => (
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
