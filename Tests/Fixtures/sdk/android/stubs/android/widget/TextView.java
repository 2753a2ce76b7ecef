// Mirrors android.widget.TextView at API 35 (framework): text (android:text, @string resolved), hint, watchers
package android.widget;

import android.content.Context;
import android.text.Editable;
import android.text.SpannableStringBuilder;
import android.text.TextWatcher;
import android.util.AttributeSet;
import android.view.View;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

import tandem.runtime.XmlAttributes;

import java.util.ArrayList;

public class TextView extends View {
    public enum BufferType { NORMAL, SPANNABLE, EDITABLE }

    private CharSequence mText = "";
    private CharSequence mHint;
    private CharSequence mError;
    private int mInputType;
    private ArrayList<TextWatcher> mListeners;

    public TextView(Context context) { super(context); }

    public TextView(Context context, @Nullable AttributeSet attrs) { this(context, attrs, 0); }

    public TextView(Context context, @Nullable AttributeSet attrs, int defStyleAttr) { this(context, attrs, defStyleAttr, 0); }

    public TextView(Context context, @Nullable AttributeSet attrs, int defStyleAttr, int defStyleRes) {
        super(context, attrs, defStyleAttr, defStyleRes);
        mText = getDefaultEditable() ? new SpannableStringBuilder("") : "";
        CharSequence text = XmlAttributes.text(attrs, "text");
        if (text != null) setText(text);
        CharSequence hint = XmlAttributes.text(attrs, "hint");
        if (hint != null) mHint = hint;
        String it = XmlAttributes.android(attrs, "inputType");
        if (it != null) mInputType = tandem.runtime.InputTypes.parse(it);
    }

    protected boolean getDefaultEditable() { return false; }

    public CharSequence getText() { return mText; }

    public int length() { return mText.length(); }

    public final void setText(CharSequence text) { setText(text, BufferType.NORMAL); }

    public void setText(CharSequence text, BufferType type) {
        if (text == null) text = "";
        CharSequence old = mText;
        int oldlen = old.length();
        if (mListeners != null) for (TextWatcher w : new ArrayList<>(mListeners)) w.beforeTextChanged(old, 0, oldlen, text.length());
        boolean editable = getDefaultEditable() || type == BufferType.EDITABLE || mListeners != null;
        mText = editable ? new SpannableStringBuilder(text) : text;
        if (mListeners != null) {
            for (TextWatcher w : new ArrayList<>(mListeners)) w.onTextChanged(mText, 0, oldlen, mText.length());
            for (TextWatcher w : new ArrayList<>(mListeners)) w.afterTextChanged((Editable) mText);
        }
    }

    public final void setText(int resid) { setText(getContext().getResources().getText(resid)); }

    public final void setText(int resid, BufferType type) { setText(getContext().getResources().getText(resid), type); }

    public final void append(CharSequence text) { setText(mText.toString() + text); }

    public final void setHint(CharSequence hint) { mHint = hint; }

    public final void setHint(int resid) { setHint(getContext().getResources().getText(resid)); }

    public CharSequence getHint() { return mHint; }

    public void setError(CharSequence error) { mError = error; }

    public CharSequence getError() { return mError; }

    public void setInputType(int type) { mInputType = type; }

    public int getInputType() { return mInputType; }

    public void addTextChangedListener(TextWatcher watcher) {
        if (mListeners == null) mListeners = new ArrayList<>();
        mListeners.add(watcher);
    }

    public void removeTextChangedListener(TextWatcher watcher) {
        if (mListeners != null) {
            int i = mListeners.indexOf(watcher);
            if (i >= 0) mListeners.remove(i);
        }
    }

    public void setTextColor(int color) {}

    public void setTextSize(float size) {}

    public void setTextSize(int unit, float size) {}

    public void setGravity(int gravity) { mGravity = gravity; }

    private int mGravity = android.view.Gravity.TOP | android.view.Gravity.START;

    public int getGravity() { return mGravity; }

    public void setMinHeight(int minPixels) { setMinimumHeight(minPixels); }

    public int getMinHeight() { return getMinimumHeight(); }

    public void setMaxLines(int maxLines) {}

    public void setSingleLine() {}

    public void setSingleLine(boolean singleLine) {}

    public void setTextAppearance(int resId) {}

}
