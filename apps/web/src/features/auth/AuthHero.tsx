/** The logo and greeting above the sign-in and sign-up forms. */
export function AuthHero({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className="auth-hero">
      <div className="auth-logo">Rd</div>
      <h1>{title}</h1>
      <p>{subtitle}</p>
    </div>
  );
}
