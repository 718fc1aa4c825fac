import { meetingTimeZones } from '@vtrans/contracts/content-editing';

/**
 * "Do it later": a wall-clock time and its time zone, inside the form whose button asks (a
 * ConsequentialForm). The server action turns the two into an instant (publishing content, sending
 * a campaign) and refuses a time in the past.
 */
export function ScheduleFields({ legend, label, name, id }: { legend: string; label: string; name: string; id: string }) {
  return (
    <fieldset className="schedule-fields">
      <legend>{legend}</legend>
      <label htmlFor={`${id}-at`}>{label}</label>
      <input id={`${id}-at`} name={name} type="datetime-local" step={1} required />
      <label htmlFor={`${id}-zone`}>Time zone</label>
      <select id={`${id}-zone`} name="timeZone" defaultValue={meetingTimeZones[0]}>
        {meetingTimeZones.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </select>
    </fieldset>
  );
}
