/** The product spec's "Updated!" flash after the app data changes. */
export function UpdatedFlash() {
  return (
    <div role="status" data-updated-flash="true" style={{ position: 'absolute', top: 78, right: 10, padding: '3px 8px', borderRadius: 10, background: '#2e7d32', color: '#ffffff', fontSize: 11, fontWeight: 600, zIndex: 4 }}>
      Updated!
    </div>
  );
}
