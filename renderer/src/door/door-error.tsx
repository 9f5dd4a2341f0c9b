/** A message a person must read (a refused sign-in, a download that failed). */
export function DoorError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="door-error">
      {message}
    </p>
  );
}
