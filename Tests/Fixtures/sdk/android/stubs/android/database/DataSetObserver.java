// Mirrors android.database.DataSetObserver at API 35 (framework)
package android.database;

public abstract class DataSetObserver {
    public DataSetObserver() {}

    public void onChanged() {}

    public void onInvalidated() {}
}
