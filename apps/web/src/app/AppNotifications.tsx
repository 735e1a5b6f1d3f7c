import { Notifications } from '@mantine/notifications';
import classes from './AppNotifications.module.css';

/** More at once would hide the page they report on; the rest wait in line and follow as these close. */
const SHOWN_AT_ONCE = 3;
/** A success message is read in a glance; no one should have to close it by hand. */
const AUTO_CLOSE_MS = 4000;

/**
 * Where the app's messages ("Saved.") appear: top right below the top bar; on a phone the same place
 * spans the width. Not along the bottom on phones: there they covered the form's own buttons, so a
 * second "Save" could not be tapped until the first message had gone.
 */
export function AppNotifications() {
  return (
    <Notifications
      position="top-right"
      limit={SHOWN_AT_ONCE}
      autoClose={AUTO_CLOSE_MS}
      classNames={{ root: classes.root }}
    />
  );
}
