package android.view;

import android.content.Context;

public class View {
    public interface OnClickListener {
        void onClick(View v);
    }

    public View(Context context) {}
    public final Context getContext() { return null; }
    public void setOnClickListener(OnClickListener listener) {}
}
