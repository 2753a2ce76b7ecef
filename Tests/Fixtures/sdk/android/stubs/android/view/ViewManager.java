// Mirrors android.view.ViewManager at API 35 (framework)
package android.view;

public interface ViewManager {
    void addView(View view, ViewGroup.LayoutParams params);

    void updateViewLayout(View view, ViewGroup.LayoutParams params);

    void removeView(View view);
}
