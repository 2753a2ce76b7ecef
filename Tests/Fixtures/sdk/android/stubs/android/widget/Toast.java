// Mirrors android.widget.Toast at API 35 (framework): shown toasts are recorded for the harness
package android.widget;

import android.content.Context;
import android.content.res.Resources;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

public class Toast {
    public static final int LENGTH_SHORT = 0;
    public static final int LENGTH_LONG = 1;

    private final Context mContext;
    private CharSequence mText;
    private int mDuration;

    public Toast(Context context) { mContext = context; }

    public static Toast makeText(Context context, CharSequence text, int duration) {
        Toast t = new Toast(context);
        t.mText = text;
        t.mDuration = duration;
        return t;
    }

    public static Toast makeText(Context context, int resId, int duration) throws Resources.NotFoundException {
        return makeText(context, context.getResources().getText(resId), duration);
    }

    public void show() {
        if (mText == null) throw new RuntimeException("This Toast was not created with Toast.makeText()");
        tandem.runtime.Runtime.get().toasts.add(String.valueOf(mText));
    }

    public void cancel() {}

    public void setDuration(int duration) { mDuration = duration; }

    public int getDuration() { return mDuration; }

    public void setText(int resId) { setText(mContext.getText(resId)); }

    public void setText(CharSequence s) { mText = s; }
}
