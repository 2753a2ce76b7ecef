// Mirrors androidx.activity.result.ActivityResultCallback at API 35 (androidx activity 1.9.3)
package androidx.activity.result;

public interface ActivityResultCallback<O> {
    void onActivityResult(O result);
}
